//! Pictures of a board: the browser's own drawing code (`web/src/picture.js` and what it
//! imports, the expansions' modules and the English message catalogue among them, as the
//! server serves them) run on QuickJS with
//! a small DOM (`svg_dom.js`), so that `halflings render` draws exactly what the browser does;
//! the picture carries the board's rules of the page's style sheet.

use halflings_engine::wire::TileShapes;
use halflings_engine::{Catalog, PlayerView};
use halflings_server::routes::assets::ASSETS;
use rquickjs::loader::{BuiltinLoader, BuiltinResolver};
use rquickjs::{CatchResultExt, Context, Module, Runtime};
use serde::Serialize;

/// The DOM the drawing code builds its picture in.
const SVG_DOM: &str = include_str!("svg_dom.js");

/// The module that draws: it reads its input from `globalThis.input` (JSON) and leaves the
/// picture's markup in `globalThis.output`.
const ENTRY: &str = r"
import { boardPicture, boardStyle } from './src/picture.js';
const input = JSON.parse(globalThis.input);
const shapes = new Map(input.tiles.map((t) => [t.id, t]));
const style = boardStyle(input.css);
globalThis.output = boardPicture(input.view, shapes, { caption: input.caption, style }).outerHTML;
";

/// What the drawing is given: the view, the tile shapes, the caption and the page's style
/// sheet (the picture carries its board rules).
#[derive(Serialize)]
struct Input<'a> {
    view: &'a PlayerView,
    tiles: Vec<halflings_engine::wire::TileShape>,
    caption: &'a str,
    css: &'a str,
}

/// The SVG picture of the board of `view` (a spectator's view, say), with the players' scores
/// and `caption` under it, as the browser draws it.
///
/// # Errors
/// When the drawing code fails (a bug: the picture of any view can be drawn).
pub fn board_svg(view: &PlayerView, catalog: &Catalog, caption: &str) -> anyhow::Result<String> {
    let css = ASSETS
        .iter()
        .find(|(path, _, _)| *path == "style.css")
        .map_or("", |(_, _, css)| css);
    let input = serde_json::to_string(&Input {
        view,
        tiles: TileShapes::of(catalog).tiles,
        caption,
        css,
    })?;
    let fail = |e: rquickjs::Error| anyhow::anyhow!("drawing the picture: {e}");
    let runtime = Runtime::new().map_err(fail)?;
    let mut resolver = BuiltinResolver::default();
    let mut loader = BuiltinLoader::default();
    let scripts = ASSETS
        .iter()
        .filter(|(path, _, _)| path.ends_with(".js"))
        .map(|&(path, _, source)| (path, source));
    for (path, source) in scripts.chain(halflings_server::words::modules()) {
        resolver.add_module(path);
        loader.add_module(path, source);
    }
    runtime.set_loader(resolver, loader);
    let context = Context::full(&runtime).map_err(fail)?;
    context.with(|ctx| {
        let caught = |e: rquickjs::CaughtError| anyhow::anyhow!("drawing the picture: {e}");
        ctx.eval::<(), _>(SVG_DOM).catch(&ctx).map_err(caught)?;
        ctx.globals().set("input", input).map_err(fail)?;
        Module::evaluate(ctx.clone(), "render.js", ENTRY)
            .catch(&ctx)
            .map_err(caught)?
            .finish::<()>()
            .catch(&ctx)
            .map_err(caught)?;
        ctx.globals().get::<_, String>("output").map_err(fail)
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use halflings_engine::GameFile;

    use super::*;

    #[test]
    fn a_scenario_is_drawn_with_its_tiles_followers_and_scores() {
        let text =
            include_str!("../../../engine/tests/scenarios/example-1-city-closed-by-triangles.json");
        let catalog = Arc::new(Catalog::builtin());
        let outcome = GameFile::parse(text)
            .unwrap()
            .outcome(&catalog, None)
            .unwrap();
        let view = outcome.state.view_for(None);
        let svg = board_svg(&view, &catalog, "example 1").unwrap();
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{svg}"
        );
        assert_eq!(svg.matches("data-tile=").count(), view.tiles.len());
        assert!(svg.contains("class=\"tile triangle\""));
        assert!(svg.contains(">P1: 8</text>"), "the scores under the board");
        assert!(svg.contains(">example 1</text>"));
        assert!(svg.ends_with("</svg>"));
    }
}
