//! Pictures of the polyhedral model, as islplot draws them, in SVG.
//!
//! A picture shows one statement of a Scop at fixed parameter values (`N = 8`): a concrete
//! instance of a parametric model, small enough to look at.
//!
//! - **The iteration domain** ([`instance`]): the statement's integer points, listed
//!   exactly by hedra-presburger ([`hedra_presburger::Map::points`]), projected on two of
//!   its dimensions (the first two by default; a 1-D domain lies on a line).
//! - **The dependences** ([`instance`]): the memory-based dependences from the statement
//!   to itself, as arrows from each source instance to each target instance, coloured by
//!   kind (read after write, write after read, write after write).
//! - **The tiles** ([`tiles`]): the instances grouped by the values of the outermost band
//!   of a schedule tree on the statement's path (the tile loops, once the scheduler has
//!   tiled), each group drawn as a box. Boxes are coloured by the first tile coordinate,
//!   which is the wavefront when the scheduler skewed the tiles into one (tiles of one
//!   colour may run at the same time), and numbered in execution order.
//!
//! [`svg`] renders a [`Picture`]; the command line's `hedra plot` runs the scheduler and
//! writes the file.

#![warn(missing_docs)]

pub mod instance;
pub mod svg;
pub mod tiles;

use hedra_ir::{schedule_tree::ScheduleTree, Scop};
use hedra_presburger::Int;
use thiserror::Error;

/// Why no picture.
#[derive(Debug, Error)]
pub enum Error {
    /// The request does not fit the Scop (an unknown statement, a missing parameter, ...).
    #[error("{0}")]
    Request(String),
    /// The instance has more points than a picture can show.
    #[error("the domain has more than {0} points at these parameter values: choose smaller ones")]
    TooLarge(usize),
    /// A Presburger operation failed.
    #[error(transparent)]
    Presburger(#[from] hedra_presburger::Error),
    /// Dependence analysis failed.
    #[error(transparent)]
    Deps(#[from] hedra_deps::Error),
}

/// The result type of this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// The most points of a picture.
pub const MAX_POINTS: usize = 20_000;

/// What to draw.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// The statement (index into `Scop::statements`).
    pub statement: usize,
    /// A value for every parameter of the Scop, by name.
    pub params: Vec<(String, i64)>,
    /// The two dimensions (iterator positions) to draw, horizontal then vertical; the first
    /// two by default.
    pub dims: Option<(usize, usize)>,
    /// Draw the dependences.
    pub deps: bool,
    /// Draw the tiles of this schedule.
    pub tiles: Option<ScheduleTree>,
}

/// A point of the picture: the two drawn coordinates.
pub type Point2 = (i64, i64);

/// A dependence arrow between two drawn points.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Arrow {
    /// Where the source instance is drawn.
    pub from: Point2,
    /// Where the target instance is drawn.
    pub to: Point2,
    /// `RAW`, `WAR` or `WAW`.
    pub kind: &'static str,
}

/// A tile: the drawn points of one group of instances. Tiles that differ only in an
/// undrawn dimension (the `k` tiles of a matrix product drawn over `i, j`) are drawn once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The positions in execution order (0 first) of the tiles drawn here.
    pub orders: Vec<usize>,
    /// Its colour class: the rank of its first tile coordinate (the wavefront).
    pub wave: usize,
    /// The drawn points of its instances.
    pub points: Vec<Point2>,
}

/// Everything a picture shows.
#[derive(Clone, Debug, Default)]
pub struct Picture {
    /// A title line.
    pub title: String,
    /// The names of the horizontal and vertical axes.
    pub axes: (String, String),
    /// The drawn points, without repetitions (a projection may map several instances to
    /// one point).
    pub points: Vec<Point2>,
    /// The dependence arrows, without repetitions.
    pub arrows: Vec<Arrow>,
    /// The tiles, in execution order of their first member.
    pub tiles: Vec<Tile>,
    /// The number of colour classes of the tiles.
    pub waves: usize,
}

/// The picture of `request` on `scop`.
pub fn picture(scop: &Scop, request: &Request) -> Result<Picture> {
    let inst = instance::Instance::new(scop, request)?;
    let mut pic = Picture {
        title: inst.title(),
        axes: inst.axis_names(),
        points: inst.drawn_points(),
        ..Picture::default()
    };
    if request.deps {
        pic.arrows = inst.arrows()?;
    }
    if let Some(tree) = &request.tiles {
        let (tiles, waves) = tiles::tiles(&inst, tree)?;
        pic.tiles = tiles;
        pic.waves = waves;
    }
    Ok(pic)
}

/// An [`Int`] as an `i64`, for drawing.
fn small(v: &Int) -> Result<i64> {
    v.to_i64()
        .ok_or_else(|| Error::Request(format!("coordinate {v} is too large to draw")))
}
