//! `hedra plot FILE.c --stmt S --params N=8,M=6 [--deps] [--tiles] -o out.svg`: a picture of
//! one statement of the file's first region ([`hedra_plot`]), with the tiles of the
//! schedule that `hedra opt` would choose (tile sizes from `--tile`, 4 by default so that
//! a small instance has several tiles).

use hedra_plot::Request;

/// The arguments of `hedra plot`, as given.
pub struct PlotArgs<'a> {
    /// `S1` or `1`.
    pub stmt: &'a str,
    /// `N=8,M=6`.
    pub params: &'a str,
    /// `i,j`: the iterators to draw.
    pub dims: Option<&'a str>,
    /// Draw dependences.
    pub deps: bool,
    /// Draw tiles.
    pub tiles: bool,
    /// Tile sizes for `--tiles`.
    pub tile: Option<&'a str>,
    /// Extra context.
    pub context: &'a [String],
}

/// The SVG text, or an error message (`FILE: error: ...`).
pub fn plot_svg(file: &str, src: &str, args: &PlotArgs) -> Result<String, String> {
    let err = |m: String| format!("{file}: error: {m}");
    let ex = hedra_c::extract_with_context(src, args.context);
    let region = ex
        .regions
        .first()
        .ok_or_else(|| err("no `#pragma scop` region found".into()))?;
    let scop = match &region.scop {
        Ok(s) => s,
        Err(d) => return Err(d.render(file, src)),
    };
    let statement = statement_index(scop, args.stmt).map_err(err)?;
    let params = parse_params(args.params).map_err(err)?;
    let dims = match args.dims {
        Some(text) => Some(parse_dims(scop, statement, text).map_err(err)?),
        None => None,
    };
    let tiles = if args.tiles {
        let sizes = crate::opt::parse_tile_sizes(args.tile.unwrap_or("4")).map_err(err)?;
        let request = hedra_opt::ScheduleRequest {
            tile: Some(sizes),
            register_tile: None,
            ..hedra_opt::ScheduleRequest::default()
        };
        let mut notes = Vec::new();
        Some(hedra_opt::schedule_tree(scop, &request, &mut notes).map_err(|e| err(e.to_string()))?)
    } else {
        None
    };
    let request = Request {
        statement,
        params,
        dims,
        deps: args.deps,
        tiles,
    };
    let pic = hedra_plot::picture(scop, &request).map_err(|e| err(e.to_string()))?;
    Ok(hedra_plot::svg::render(&pic))
}

/// `S1` or `1`.
fn statement_index(scop: &hedra_ir::Scop, text: &str) -> Result<usize, String> {
    let t = text.trim();
    scop.statements
        .iter()
        .position(|s| s.name == t)
        .or_else(|| {
            t.parse::<usize>()
                .ok()
                .filter(|&k| k < scop.statements.len())
        })
        .ok_or_else(|| {
            let names: Vec<&str> = scop.statements.iter().map(|s| s.name.as_str()).collect();
            format!(
                "--stmt {t}: no such statement (the region has {})",
                names.join(", ")
            )
        })
}

/// `N=8,M=6`.
fn parse_params(text: &str) -> Result<Vec<(String, i64)>, String> {
    text.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (name, value) = p
                .split_once('=')
                .ok_or_else(|| format!("--params: `{p}` is not NAME=VALUE"))?;
            let v = value
                .trim()
                .parse::<i64>()
                .map_err(|_| format!("--params: `{}` is not an integer", value.trim()))?;
            Ok((name.trim().to_string(), v))
        })
        .collect()
}

/// `i,j`: two iterator names of the statement.
fn parse_dims(
    scop: &hedra_ir::Scop,
    statement: usize,
    text: &str,
) -> Result<(usize, usize), String> {
    let its = &scop.statements[statement].iterators;
    let pos = |name: &str| {
        its.iter().position(|i| i == name.trim()).ok_or_else(|| {
            format!(
                "--dims: `{}` is not an iterator of the statement ({})",
                name.trim(),
                its.join(", ")
            )
        })
    };
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| "--dims: two iterator names, as `i,j`".to_string())?;
    Ok((pos(a)?, pos(b)?))
}
