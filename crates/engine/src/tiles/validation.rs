//! Validation of one tile as written in a data file: its sides, cities, roads, fields and
//! symbols, checked and turned into a [`TileDef`].

use super::orientation::{orient, LONG_WATER};
use super::schema::RawTile;
use super::{EdgeKind, FeatureKind, Oriented, Segment, Shape, TileDef};
use crate::expansion::SymbolSet;
use crate::geometry::{point, Side, HALF_NAMES, LONG_SIDE, MIDDLE, POINTS};

/// The sides a tile of `shape` has in canonical orientation, in the order of its `edges`
/// string, with their index (`None` = the long side).
fn shape_sides(shape: Shape) -> &'static [(char, Option<Side>)] {
    match shape {
        Shape::Square => &[
            ('N', Some(Side::N)),
            ('E', Some(Side::E)),
            ('S', Some(Side::S)),
            ('W', Some(Side::W)),
        ],
        Shape::Triangle => &[('N', Some(Side::N)), ('W', Some(Side::W)), ('D', None)],
    }
}

/// The three points of side `letter` (`D` = long side).
fn side_points(side: Option<Side>) -> [usize; 3] {
    match side {
        Some(s) => [point(s, 0), point(s, 1), point(s, 2)],
        None => [LONG_SIDE, LONG_SIDE + 1, LONG_SIDE + 2],
    }
}

fn side_of_letter(shape: Shape, c: char) -> Result<Option<Side>, String> {
    if let Some((_, s)) = shape_sides(shape).iter().find(|(l, _)| *l == c) {
        return Ok(*s);
    }
    Err(match (shape, c) {
        (Shape::Triangle, 'E' | 'S') => format!(
            "side {c}: a triangle must be given in its canonical NW orientation (sides N, W and D)"
        ),
        (Shape::Square, 'D') => "side D: a square tile has no long side".to_string(),
        _ => format!("unknown side {c:?}"),
    })
}

/// The border points of a city written as whole sides (`NW`) and single points of a side
/// (`N.w`, `N.m`, `N.e`; `D.ne`, `D.m`, `D.sw` on a triangle's long side), separated by
/// spaces: `"W N.w N.m"`.
fn city_points(shape: Shape, spec: &str) -> Result<u16, String> {
    let mut points = 0u16;
    let mut add = |p: usize| -> Result<(), String> {
        if points & (1 << p) != 0 {
            return Err(format!("{} is named twice", point_name(p)));
        }
        points |= 1 << p;
        Ok(())
    };
    for token in spec.split_whitespace() {
        if let Some((head, tail)) = token.split_once('.') {
            let p = if tail == "m" {
                let mut chars = head.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    return Err(format!("unknown point {token:?}"));
                };
                side_points(side_of_letter(shape, c)?)[MIDDLE]
            } else {
                half_point(shape, token).map_err(|e| {
                    if e.starts_with("unknown") {
                        format!("unknown point {token:?} (a side's points are N.w N.m N.e, E.n E.m E.s, …)")
                    } else {
                        e
                    }
                })?
            };
            add(p)?;
        } else {
            for c in token.chars() {
                for p in side_points(side_of_letter(shape, c)?) {
                    add(p)?;
                }
            }
        }
    }
    if points == 0 {
        return Err("names no side".into());
    }
    Ok(points)
}

/// The name of border point `p` of a tile in canonical orientation: `N.w`, `N.m`, `D.sw`, ….
fn point_name(p: usize) -> String {
    match p {
        LONG_SIDE => "D.ne".into(),
        p if p == LONG_SIDE + MIDDLE => "D.m".into(),
        p if p == LONG_SIDE + 2 => "D.sw".into(),
        p if p % 3 == MIDDLE => format!("{}.m", Side::from_index(p / 3).letter()),
        p => HALF_NAMES[(p / 3) * 2 + usize::from(p % 3 == 2)].to_string(),
    }
}

fn half_point(shape: Shape, name: &str) -> Result<usize, String> {
    if let Some(h) = HALF_NAMES.iter().position(|n| *n == name) {
        let side = Side::from_index(h / 2);
        side_of_letter(shape, side.letter())?;
        return Ok(point(side, if h % 2 == 0 { 0 } else { 2 }));
    }
    match (shape, name) {
        (Shape::Triangle, "D.ne") => Ok(LONG_SIDE),
        (Shape::Triangle, "D.sw") => Ok(LONG_SIDE + 2),
        (Shape::Triangle, _) if name.starts_with("D.") => Err(format!(
            "half {name}: the long side of a canonical NW triangle has the halves D.ne and D.sw"
        )),
        _ => Err(format!("unknown half-side {name:?}")),
    }
}

pub(super) fn check_tile(rt: RawTile, shape: Shape, set: &str) -> Result<TileDef, String> {
    if rt.id.trim().is_empty() {
        return Err("the id is empty".into());
    }
    if rt.count == 0 {
        return Err("count must be at least 1".into());
    }
    if shape == Shape::Triangle && rt.count != 1 {
        return Err("a triangle set holds exactly one copy of each tile (count 1)".into());
    }
    if shape == Shape::Triangle && rt.start {
        return Err("a triangle cannot be the start tile".into());
    }
    let sides = shape_sides(shape);
    let edge_letters: Vec<char> = rt.edges.chars().collect();
    if edge_letters.len() != sides.len() {
        let order: String = sides.iter().map(|(c, _)| *c).collect();
        return Err(format!(
            "edges {:?} must give {} letters, for the sides {order}",
            rt.edges,
            sides.len()
        ));
    }
    let mut declared = Vec::new();
    for (c, (letter, _)) in edge_letters.iter().zip(sides) {
        declared.push(EdgeKind::from_letter(*c).ok_or_else(|| {
            format!(
                "edges {:?}: side {letter} is {c:?}, expected C, R, F, I or W",
                rt.edges
            )
        })?);
    }

    if shape == Shape::Triangle && declared.contains(&EdgeKind::Wall) {
        return Err("a triangle has no walls (W): only a square tile may".into());
    }
    let mut segments: Vec<Segment> = Vec::new();
    let mut used_middle = [false; POINTS];
    // Cities: whole sides and single points of a side (a side shared by two cities).
    let mut city_owner = [usize::MAX; POINTS];
    let mut city_points_of: Vec<(u16, usize)> = Vec::new();
    for name in &rt.cities {
        let arms = name.chars().filter(|c| *c == '+').count() as u8;
        let spec: String = name.chars().filter(|c| *c != '+').collect();
        if spec.trim().is_empty() {
            return Err(format!("city {name:?} names no side"));
        }
        let points = city_points(shape, &spec).map_err(|e| format!("city {name:?}: {e}"))?;
        for p in 0..POINTS {
            if points & (1 << p) == 0 {
                continue;
            }
            if city_owner[p] != usize::MAX {
                let pn = point_name(p);
                return Err(format!(
                    "city {name:?}: {pn} already belongs to another city"
                ));
            }
            city_owner[p] = segments.len();
            if p % 3 == MIDDLE {
                used_middle[p] = true;
            }
        }
        city_points_of.push((points, segments.len()));
        segments.push(Segment {
            kind: FeatureKind::City,
            points,
            arms,
            cities: 0,
            name: name.clone(),
        });
    }
    // Roads.
    let mut road_ends = 0;
    for name in &rt.roads {
        // `S*` ends at a junction, city or monastery; `S-` stops short in the field.
        let (ends, on_tile) = if let Some(s) = name.strip_suffix('*') {
            (vec![s], true)
        } else if let Some(s) = name.strip_suffix('-') {
            (vec![s], false)
        } else if name.contains('-') {
            // `E-W` crosses the tile; `N-E-W` is one road with three arms.
            (name.split('-').collect(), false)
        } else {
            return Err(format!("road {name:?}: write a crossing road as \"E-W\" (\"N-E-W\" for one road with three arms), a road ending on the tile as \"S*\" (at a junction, city or monastery) or \"S-\" (stopping in the field)"));
        };
        let mut points = 0u16;
        for end in ends {
            let mut chars = end.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(format!("road {name:?}: {end:?} is not one side"));
            };
            let side = side_of_letter(shape, c).map_err(|e| format!("road {name:?}: {e}"))?;
            let m = side_points(side)[1];
            if used_middle[m] {
                return Err(format!(
                    "road {name:?}: side {c} already belongs to another city or road"
                ));
            }
            used_middle[m] = true;
            points |= 1 << m;
        }
        if on_tile {
            road_ends += 1;
        }
        segments.push(Segment {
            kind: FeatureKind::Road,
            points,
            arms: 0,
            cities: 0,
            name: name.clone(),
        });
    }
    if road_ends > 0 && !(rt.monastery || !rt.cities.is_empty() || road_ends >= 3) {
        return Err(format!(
            "a road ends on the tile ({}) but there is no junction (3 or more road ends), city or monastery for it to end at",
            rt.roads.iter().find(|r| r.ends_with('*')).map(String::as_str).unwrap_or("")
        ));
    }
    // Every point of a city side lies in exactly one city; no city point on another side.
    for ((letter, side), want) in sides.iter().zip(&declared) {
        let pts = side_points(*side);
        let Some(&held) = pts.iter().find(|&&p| city_owner[p] != usize::MAX) else {
            continue;
        };
        if *want != EdgeKind::City {
            return Err(format!(
                "side {letter} is declared {} in edges {:?} but city {:?} holds its point {}",
                want.name(),
                rt.edges,
                segments[city_owner[held]].name,
                point_name(held)
            ));
        }
        if let Some(&free) = pts.iter().find(|&&p| city_owner[p] == usize::MAX) {
            return Err(format!(
                "side {letter} is a city side but its point {} is in no city (each of its points N.w N.m N.e belongs to exactly one city)",
                point_name(free)
            ));
        }
    }
    // Side kinds must agree with the features.
    for ((letter, side), want) in sides.iter().zip(&declared) {
        let pts = side_points(*side);
        let found = segments
            .iter()
            .find(|s| s.points & (1 << pts[1]) != 0)
            .map(|s| match s.kind {
                FeatureKind::City => EdgeKind::City,
                _ => EdgeKind::Road,
            });
        let found = found.unwrap_or(EdgeKind::Field);
        // Water is no feature: its side's middle holds none, like a field side's (a wall's
        // neither).
        let want_found = match want {
            EdgeKind::Water | EdgeKind::Wall => EdgeKind::Field,
            k => *k,
        };
        if found != want_found {
            return Err(format!(
                "side {letter} is declared {} in edges {:?} but the features make it {}",
                want.name(),
                rt.edges,
                found.name()
            ));
        }
    }
    let walls = sides
        .iter()
        .zip(&declared)
        .filter(|(_, k)| **k == EdgeKind::Wall)
        .fold(0u8, |m, ((_, side), _)| {
            m | side.map_or(0, |s| 1 << s.index())
        });
    // Fields.
    let field_halves: Vec<usize> = sides
        .iter()
        .zip(&declared)
        .filter(|(_, k)| !matches!(**k, EdgeKind::City | EdgeKind::Wall))
        .flat_map(|((_, side), _)| {
            let p = side_points(*side);
            [p[0], p[2]]
        })
        .collect();
    let mut half_owner = [usize::MAX; POINTS];
    for name in &rt.fields {
        let (halves, touches) = match name.split_once('>') {
            Some((h, c)) => (h, Some(c)),
            None => (name.as_str(), None),
        };
        let mut points = 0u16;
        let inner = halves.trim() == "inner";
        if inner {
            // A field inside the tile, touching no edge: it never joins another tile's field.
            if segments
                .iter()
                .any(|s| s.kind == FeatureKind::Field && s.points == 0)
            {
                return Err(format!(
                    "field {name:?}: a tile has at most one inner field"
                ));
            }
            if rt.monastery {
                return Err(format!(
                    "field {name:?}: an inner field and a monastery would both be location C"
                ));
            }
        } else if halves.trim() == "all" {
            for &p in &field_halves {
                points |= 1 << p;
            }
        } else {
            for h in halves.split_whitespace() {
                let p = half_point(shape, h).map_err(|e| format!("field {name:?}: {e}"))?;
                if !field_halves.contains(&p) {
                    let side = if walls & (1 << (p / 3)) != 0 && p < LONG_SIDE {
                        "wall"
                    } else {
                        "city"
                    };
                    return Err(format!("field {name:?}: half {h} lies on a {side} side"));
                }
                points |= 1 << p;
            }
        }
        if points == 0 && !inner {
            return Err(format!("field {name:?} names no half-side"));
        }
        for (p, owner) in half_owner.iter_mut().enumerate() {
            if points & (1 << p) != 0 {
                if *owner != usize::MAX {
                    return Err(format!(
                        "field {name:?}: a half-side is already in another field"
                    ));
                }
                *owner = segments.len();
            }
        }
        let mut cities = 0u16;
        let touches = touches.unwrap_or("");
        // Cities are separated by commas, or by spaces when no city name holds a space.
        let refs: Vec<&str> = if touches.contains(',') {
            touches.split(',').map(str::trim).collect()
        } else {
            touches.split_whitespace().collect()
        };
        for c in refs.into_iter().filter(|c| !c.is_empty()) {
            let found = city_points(shape, c)
                .ok()
                .and_then(|pts| city_points_of.iter().find(|(p, _)| *p == pts));
            let Some((_, idx)) = found else {
                return Err(format!(
                    "field {name:?} touches city {c:?}, which is not one of this tile's cities"
                ));
            };
            cities |= 1 << idx;
        }
        segments.push(Segment {
            kind: FeatureKind::Field,
            points,
            arms: 0,
            cities,
            name: name.clone(),
        });
    }
    if let Some(&p) = field_halves.iter().find(|&&p| half_owner[p] == usize::MAX) {
        let name = half_name(shape, p);
        return Err(format!("half-side {name} is in no field"));
    }
    if rt.monastery {
        segments.push(Segment {
            kind: FeatureKind::Monastery,
            points: 0,
            arms: 0,
            cities: 0,
            name: "C".into(),
        });
    }
    if segments.len() > 16 {
        return Err("more than 16 features on one tile".into());
    }
    let mut symbols = SymbolSet::default();
    let mut symbol_args = Vec::new();
    for s in &rt.symbols {
        let (id, arg) = crate::expansion::registry::parse_symbol(s)?;
        if symbols.has(id) {
            return Err(format!("symbol {:?} is named twice", id.name()));
        }
        symbols = symbols.with(id);
        if let Some(arg) = arg {
            symbol_args.push((id, arg));
        }
    }
    let water = sides
        .iter()
        .zip(&declared)
        .filter(|(_, k)| **k == EdgeKind::Water)
        .fold(0u8, |m, ((_, side), _)| {
            m | side.map_or(LONG_WATER, |s| 1 << s.index())
        });
    let oriented: [Oriented; 4] =
        std::array::from_fn(|q| orient(&segments, shape, q as u8, water, walls));
    let fits = std::array::from_fn(|req| {
        (0..4).fold(0u8, |m, q| {
            let side_mask = match shape {
                Shape::Square => 0xFF,
                Shape::Triangle => crate::geometry::Corner::from_index(q).side_mask(),
            };
            let req = req as u8 & side_mask;
            let ok = req != 0 && crate::geometry::sides_fit(oriented[q].pattern, req);
            m | (u8::from(ok) << q)
        })
    });
    let def = TileDef {
        id: rt.id,
        set: set.to_string(),
        shape,
        count: rt.count,
        start: rt.start,
        monastery: rt.monastery,
        symbols,
        symbol_args,
        decor: rt.decor,
        segments,
        oriented,
        fits,
    };
    for (id, arg) in def.symbols.iter().map(|id| (id, def.symbol_arg(id.name()))) {
        crate::expansion::registry::check_symbol_arg(id, arg, &def)?;
    }
    Ok(def)
}

fn half_name(shape: Shape, p: usize) -> String {
    match p {
        LONG_SIDE => "D.ne".into(),
        p if p == LONG_SIDE + 2 => "D.sw".into(),
        p => {
            let _ = shape;
            HALF_NAMES[(p / 3) * 2 + usize::from(p % 3 == 2)].to_string()
        }
    }
}
