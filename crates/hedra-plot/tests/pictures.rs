//! Pictures of small instances whose points, dependences and tiles can be counted by hand.

use hedra_plot::{picture, svg, Error, Picture, Request};

fn scop_of(src: &str) -> hedra_ir::Scop {
    let ex = hedra_c::extract(src);
    ex.regions[0].scop.as_ref().expect("a model").clone()
}

const TRIANGLE: &str = include_str!("../../../docs/plots/triangular.c");
const STENCIL: &str = include_str!("../../../docs/plots/stencil.c");
const MATMUL: &str = include_str!("../../../docs/plots/matmul.c");

fn with_tiles(scop: &hedra_ir::Scop, size: u64) -> hedra_ir::schedule_tree::ScheduleTree {
    let request = hedra_opt::ScheduleRequest {
        tile: Some(vec![size]),
        register_tile: None,
        ..hedra_opt::ScheduleRequest::default()
    };
    hedra_opt::schedule_tree(scop, &request, &mut Vec::new()).expect("a schedule")
}

/// Every tag of `text` is closed, in order (a well-formedness check of the SVG's element
/// structure; the attribute syntax is checked by the renderer's fixed templates).
fn tags_balance(text: &str) -> bool {
    let mut open: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        let Some(end) = rest[start..].find('>') else {
            return false;
        };
        let tag = &rest[start + 1..start + end];
        rest = &rest[start + end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            if open.pop().as_deref() != Some(name.trim()) {
                return false;
            }
        } else if !tag.ends_with('/') {
            open.push(tag.split_whitespace().next().unwrap_or("").to_string());
        }
    }
    open.is_empty()
}

fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

#[test]
fn a_triangle_has_its_points_and_two_arrows_into_each_inner_cell() {
    let scop = scop_of(TRIANGLE);
    let req = Request {
        statement: 0,
        params: vec![("N".into(), 8)],
        deps: true,
        ..Request::default()
    };
    let pic: Picture = picture(&scop, &req).unwrap();
    // 1 <= j <= i <= 7.
    assert_eq!(pic.points.len(), 28);
    assert!(pic.points.iter().all(|&(i, j)| 1 <= j && j <= i && i <= 7));
    // From (i-1, j) where j <= i-1, and from (i, j-1) where j >= 2: 21 each; every cell is
    // written once, so every arrow is a true dependence.
    assert_eq!(pic.arrows.len(), 42);
    assert!(pic.arrows.iter().all(|a| a.kind == "RAW"));
    assert!(pic.arrows.iter().all(|a| {
        let (d0, d1) = (a.to.0 - a.from.0, a.to.1 - a.from.1);
        (d0, d1) == (1, 0) || (d0, d1) == (0, 1)
    }));
    let text = svg::render(&pic);
    assert!(text.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(tags_balance(&text), "{text}");
    assert_eq!(count(&text, "<circle class=\"point\""), 28);
    assert_eq!(count(&text, "<line class=\"dep RAW\""), 42);
    assert_eq!(count(&text, "class=\"tile\""), 0);
}

#[test]
fn a_matrix_product_drawn_over_i_and_j_shows_each_column_of_k_tiles_once() {
    let scop = scop_of(MATMUL);
    let req = Request {
        statement: 0,
        params: vec![("N".into(), 12)],
        tiles: Some(with_tiles(&scop, 4)),
        ..Request::default()
    };
    let pic = picture(&scop, &req).unwrap();
    assert_eq!(pic.points.len(), 144);
    // 3 x 3 x 3 tiles of 4 x 4 x 4; the three k tiles of each (i, j) tile coincide.
    assert_eq!(pic.tiles.len(), 9);
    assert!(pic
        .tiles
        .iter()
        .all(|t| t.orders.len() == 3 && t.points.len() == 16));
    let mut orders: Vec<usize> = pic.tiles.iter().flat_map(|t| t.orders.clone()).collect();
    orders.sort_unstable();
    assert_eq!(orders, (0..27).collect::<Vec<_>>());
    let text = svg::render(&pic);
    assert!(tags_balance(&text));
    assert_eq!(count(&text, "<polygon class=\"tile\""), 9);
}

#[test]
fn stencil_tiles_partition_the_domain_and_run_in_wavefronts() {
    let scop = scop_of(STENCIL);
    let req = Request {
        statement: 0,
        params: vec![("T".into(), 12), ("N".into(), 16)],
        tiles: Some(with_tiles(&scop, 4)),
        deps: true,
        ..Request::default()
    };
    let pic = picture(&scop, &req).unwrap();
    assert_eq!(pic.points.len(), 12 * 14);
    let mut covered: Vec<(i64, i64)> = pic.tiles.iter().flat_map(|t| t.points.clone()).collect();
    covered.sort_unstable();
    assert_eq!(covered, pic.points, "the tiles partition the domain");
    assert!(pic.tiles.len() > 4);
    // Skewed into a wavefront: several tiles share a first tile coordinate.
    assert!(
        pic.waves > 1 && pic.waves < pic.tiles.len(),
        "{} waves",
        pic.waves
    );
    assert!(pic.arrows.iter().any(|a| a.kind == "WAR"));
    assert!(tags_balance(&svg::render(&pic)));
}

#[test]
fn requests_that_do_not_fit_the_region_are_errors() {
    let scop = scop_of(TRIANGLE);
    let missing = Request::default();
    let e = picture(&scop, &missing).unwrap_err();
    assert!(
        matches!(e, Error::Request(ref m) if m.contains("no value for `N`")),
        "{e}"
    );
    let unknown = Request {
        params: vec![("N".into(), 4), ("M".into(), 3)],
        ..Request::default()
    };
    assert!(picture(&scop, &unknown)
        .unwrap_err()
        .to_string()
        .contains("`M`"));
    let no_statement = Request {
        statement: 3,
        params: vec![("N".into(), 4)],
        ..Request::default()
    };
    assert!(picture(&scop, &no_statement).is_err());
    let huge = Request {
        params: vec![("N".into(), 1000)],
        ..Request::default()
    };
    assert!(matches!(picture(&scop, &huge), Err(Error::TooLarge(_))));
    let same_dims = Request {
        params: vec![("N".into(), 4)],
        dims: Some((1, 1)),
        ..Request::default()
    };
    assert!(picture(&scop, &same_dims).is_err());
}
