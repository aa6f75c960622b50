//! The modules' order: the build script lists every module folder by its `HOOK_ORDER`, and the
//! modules of stored games keep the order their hooks ran in (a new module may come anywhere
//! between them).

use halflings_engine::expansion::REGISTRY;

#[test]
fn the_registry_keeps_the_modules_of_stored_games_in_their_order() {
    let ids: Vec<&str> = REGISTRY.iter().map(|e| e.id).collect();
    let mut rest = ids.iter();
    for id in [
        "crop-circles",
        "hills",
        "vineyards",
        "hills-and-sheep",
        "tower",
        "flier",
        "princess-and-dragon",
        "inns-and-cathedrals",
        "river",
        "traders-and-builders",
        "abbot",
    ] {
        assert!(rest.any(|i| *i == id), "{id} out of its place in {ids:?}");
    }
}
