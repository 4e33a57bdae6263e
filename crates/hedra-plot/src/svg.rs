//! A [`Picture`] as an SVG document: points as dots on a grid with labelled axes (the
//! vertical axis pointing up, as in the papers), dependences as arrows, tiles as boxes
//! coloured by wavefront and numbered in execution order, and a legend.
//!
//! Elements carry classes (`point`, `dep RAW`, `tile`) so that tests and style sheets can
//! find them.

use std::fmt::Write;

use crate::{Picture, Point2};

/// The colour of each dependence kind.
const KINDS: [(&str, &str, &str); 3] = [
    ("RAW", "#c62828", "read after write"),
    ("WAR", "#1565c0", "write after read"),
    ("WAW", "#2e7d32", "write after write"),
];

/// Where things go on the canvas.
struct Frame {
    x0: i64,
    y1: i64,
    cell: f64,
    left: f64,
    top: f64,
}

impl Frame {
    fn new(pic: &Picture) -> Frame {
        let (mut x0, mut x1, mut y0, mut y1) = (0i64, 0i64, 0i64, 0i64);
        if let Some(&(x, y)) = pic.points.first() {
            (x0, x1, y0, y1) = (x, x, y, y);
        }
        for &(x, y) in &pic.points {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        let span = (x1 - x0).max(y1 - y0).max(1) as f64;
        let cell = (560.0 / span).clamp(10.0, 48.0);
        let _ = y0;
        Frame {
            x0,
            y1,
            cell,
            left: 70.0,
            top: 60.0,
        }
    }

    fn at(&self, (x, y): Point2) -> (f64, f64) {
        (
            self.left + (x - self.x0) as f64 * self.cell,
            self.top + (self.y1 - y) as f64 * self.cell,
        )
    }
}

/// The SVG text of `pic`.
pub fn render(pic: &Picture) -> String {
    let f = Frame::new(pic);
    let (xmax, ymin) = extremes(pic);
    let (w_plot, _) = f.at((xmax, ymin));
    let (_, h_plot) = f.at((f.x0, ymin));
    let width = w_plot + 230.0;
    let height = h_plot + 70.0;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="12">"##
    );
    s.push_str(
        r##"<rect class="background" x="0" y="0" width="100%" height="100%" fill="white"/>"##,
    );
    s.push('\n');
    defs(&mut s);
    let _ = writeln!(
        s,
        r##"<text class="title" x="{}" y="24" font-size="14">{}</text>"##,
        f.left,
        escape(&pic.title)
    );
    for t in &pic.tiles {
        tile(&mut s, &f, t, pic.waves);
    }
    axes(&mut s, &f, pic, (xmax, ymin));
    for a in &pic.arrows {
        let (x1, y1) = f.at(a.from);
        let (x2, y2) = f.at(a.to);
        let (x2, y2) = shorten((x1, y1), (x2, y2), 6.0);
        let color = KINDS
            .iter()
            .find(|k| k.0 == a.kind)
            .map_or("black", |k| k.1);
        let _ = writeln!(
            s,
            r##"<line class="dep {}" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{color}" stroke-width="1.2" marker-end="url(#head-{})"/>"##,
            a.kind, a.kind
        );
    }
    for &p in &pic.points {
        let (x, y) = f.at(p);
        let _ = writeln!(
            s,
            r##"<circle class="point" cx="{x:.1}" cy="{y:.1}" r="4" fill="black"/>"##
        );
    }
    legend(&mut s, pic, w_plot + 40.0);
    s.push_str("</svg>\n");
    s
}

/// The largest drawn `x` and the smallest drawn `y`.
fn extremes(pic: &Picture) -> (i64, i64) {
    let xmax = pic.points.iter().map(|p| p.0).max().unwrap_or(0);
    let ymin = pic.points.iter().map(|p| p.1).min().unwrap_or(0);
    (xmax, ymin)
}

/// Arrow heads, one per kind.
fn defs(s: &mut String) {
    s.push_str("<defs>\n");
    for (kind, color, _) in KINDS {
        let _ = writeln!(
            s,
            r##"<marker id="head-{kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="{color}"/></marker>"##
        );
    }
    s.push_str("</defs>\n");
}

/// A tile's outline: the convex hull of its drawn points, grown by under a third of a
/// cell (so that neighbouring tiles, also along a diagonal, do not touch), coloured by wavefront and numbered.
fn tile(s: &mut String, f: &Frame, t: &crate::Tile, waves: usize) {
    let pts: Vec<(f64, f64)> = t.points.iter().map(|&p| f.at(p)).collect();
    let outline = grown_hull(&pts, f.cell * 0.3);
    let Some(&(lx, ty)) = outline.iter().min_by(|a, b| {
        (a.1, a.0)
            .partial_cmp(&(b.1, b.0))
            .unwrap_or(std::cmp::Ordering::Equal)
    }) else {
        return;
    };
    let hue = 300.0 * t.wave as f64 / waves.max(2).saturating_sub(1) as f64;
    let path: Vec<String> = outline
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect();
    let _ = writeln!(
        s,
        r##"<polygon class="tile" points="{}" fill="hsl({hue:.0},70%,75%)" fill-opacity="0.55" stroke="hsl({hue:.0},60%,40%)" stroke-linejoin="round"/>"##,
        path.join(" ")
    );
    let label: Vec<String> = t.orders.iter().map(|o| (o + 1).to_string()).collect();
    let _ = writeln!(
        s,
        r##"<text class="tile-order" x="{:.1}" y="{:.1}" font-size="10" fill="hsl({hue:.0},60%,25%)">{}</text>"##,
        lx + 2.0,
        ty + 11.0,
        label.join(",")
    );
}

/// The convex hull of `pts` (counter-clockwise on the screen), each vertex moved `by`
/// pixels outward along both of its edges' normals; a point or a segment becomes the box
/// around it.
fn grown_hull(pts: &[(f64, f64)], by: f64) -> Vec<(f64, f64)> {
    let hull = convex_hull(pts);
    if hull.len() < 3 {
        let xs = pts.iter().map(|p| p.0);
        let ys = pts.iter().map(|p| p.1);
        let (x0, x1) = (
            xs.clone().fold(f64::MAX, f64::min),
            xs.fold(f64::MIN, f64::max),
        );
        let (y0, y1) = (
            ys.clone().fold(f64::MAX, f64::min),
            ys.fold(f64::MIN, f64::max),
        );
        if x0 > x1 {
            return Vec::new();
        }
        return vec![
            (x0 - by, y0 - by),
            (x1 + by, y0 - by),
            (x1 + by, y1 + by),
            (x0 - by, y1 + by),
        ];
    }
    let n = hull.len();
    let mut out = Vec::with_capacity(2 * n);
    for k in 0..n {
        let (a, b) = (hull[k], hull[(k + 1) % n]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-9);
        // Outward normal of a counter-clockwise polygon in screen coordinates.
        let (nx, ny) = (dy / len * by, -dx / len * by);
        out.push((a.0 + nx, a.1 + ny));
        out.push((b.0 + nx, b.1 + ny));
    }
    out
}

/// Andrew's monotone chain: the hull's vertices, without collinear ones.
fn convex_hull(pts: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut p: Vec<(f64, f64)> = pts.to_vec();
    p.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    p.dedup();
    if p.len() < 3 {
        return p;
    }
    let cross = |o: (f64, f64), a: (f64, f64), b: (f64, f64)| {
        (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
    };
    let mut lower: Vec<(f64, f64)> = Vec::new();
    for &q in &p {
        while lower.len() >= 2 && cross(lower[lower.len() - 2], lower[lower.len() - 1], q) <= 0.0 {
            lower.pop();
        }
        lower.push(q);
    }
    let mut upper: Vec<(f64, f64)> = Vec::new();
    for &q in p.iter().rev() {
        while upper.len() >= 2 && cross(upper[upper.len() - 2], upper[upper.len() - 1], q) <= 0.0 {
            upper.pop();
        }
        upper.push(q);
    }
    lower.pop();
    upper.pop();
    lower.extend(upper);
    lower
}

/// The axes with a tick and number at every integer.
fn axes(s: &mut String, f: &Frame, pic: &Picture, (xmax, ymin): Point2) {
    let (ox, oy) = f.at((f.x0, ymin));
    let (ex, _) = f.at((xmax, ymin));
    let (_, ey) = f.at((f.x0, f.y1));
    let below = oy + f.cell * 0.6;
    let aside = ox - f.cell * 0.6;
    let _ = writeln!(
        s,
        r##"<line class="axis" x1="{aside:.1}" y1="{below:.1}" x2="{:.1}" y2="{below:.1}" stroke="#555"/>"##,
        ex + f.cell * 0.5
    );
    let _ = writeln!(
        s,
        r##"<line class="axis" x1="{aside:.1}" y1="{below:.1}" x2="{aside:.1}" y2="{:.1}" stroke="#555"/>"##,
        ey - f.cell * 0.5
    );
    let step = ((24.0 / f.cell).ceil() as i64).max(1);
    let mut x = f.x0;
    while x <= xmax {
        let (px, _) = f.at((x, ymin));
        let _ = writeln!(
            s,
            r##"<text class="tick" x="{px:.1}" y="{:.1}" text-anchor="middle">{x}</text>"##,
            below + 16.0
        );
        x += step;
    }
    let mut y = ymin;
    while y <= f.y1 {
        let (_, py) = f.at((f.x0, y));
        let _ = writeln!(
            s,
            r##"<text class="tick" x="{:.1}" y="{:.1}" text-anchor="end">{y}</text>"##,
            aside - 6.0,
            py + 4.0
        );
        y += step;
    }
    let _ = writeln!(
        s,
        r##"<text class="axis-name" x="{:.1}" y="{:.1}" font-size="14" font-style="italic">{}</text>"##,
        ex + f.cell * 0.5 + 6.0,
        below + 4.0,
        escape(&pic.axes.0)
    );
    let _ = writeln!(
        s,
        r##"<text class="axis-name" x="{:.1}" y="{:.1}" font-size="14" font-style="italic">{}</text>"##,
        aside - 4.0,
        ey - f.cell * 0.5 - 6.0,
        escape(&pic.axes.1)
    );
}

/// What the colours mean.
fn legend(s: &mut String, pic: &Picture, x: f64) {
    let mut y = 70.0;
    for (kind, color, what) in KINDS {
        if pic.arrows.iter().any(|a| a.kind == kind) {
            let _ = writeln!(
                s,
                r##"<line class="legend" x1="{x:.0}" y1="{y:.0}" x2="{:.0}" y2="{y:.0}" stroke="{color}" stroke-width="2" marker-end="url(#head-{kind})"/><text x="{:.0}" y="{:.0}">{kind}: {what}</text>"##,
                x + 24.0,
                x + 30.0,
                y + 4.0
            );
            y += 20.0;
        }
    }
    if !pic.tiles.is_empty() {
        let _ = writeln!(
            s,
            r##"<text class="legend" x="{x:.0}" y="{:.0}">{} tiles, numbered in</text><text x="{x:.0}" y="{:.0}">execution order; one colour</text><text x="{x:.0}" y="{:.0}">per outer tile step ({})</text>"##,
            y + 8.0,
            pic.tiles.iter().map(|t| t.orders.len()).sum::<usize>(),
            y + 22.0,
            y + 36.0,
            pic.waves
        );
    }
}

/// The end of a segment moved `by` pixels back toward its start (the arrow head stops at
/// the target's dot).
fn shorten(from: (f64, f64), to: (f64, f64), by: f64) -> (f64, f64) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= by {
        return to;
    }
    (to.0 - dx / len * by, to.1 - dy / len * by)
}

/// Text for an SVG text node.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
