// The type of `modules.js`, which the server's build writes (crates/server/build.rs): every
// expansion's browser module in this folder.
export const MODULES: import('./index.js').BrowserExpansion[];
