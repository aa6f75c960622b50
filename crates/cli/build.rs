//! Tells the tests whether they may drive Chromium: with `HALFLINGS_CHROMIUM` set when the
//! tests are built, the browser tests of the pages that need no server run
//! (`cfg(halflings_chromium)`); without it they are ignored with the reason. A change of the
//! variable rebuilds the crate.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(halflings_chromium)");
    println!("cargo:rerun-if-env-changed=HALFLINGS_CHROMIUM");
    if std::env::var_os("HALFLINGS_CHROMIUM").is_some_and(|v| !v.is_empty()) {
        println!("cargo:rustc-cfg=halflings_chromium");
    }
}
