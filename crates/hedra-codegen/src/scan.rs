//! Polyhedral scanning: from a schedule tree to a loop AST (see the crate documentation for
//! the algorithm and its invariants).

use crate::ast::{Aff, Atom, Cond, Expr, ForLoop, Node};
use crate::error::{Error, Result};
use hedra_ir::schedule_tree::{Band, Node as TreeNode, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{
    BasicMap, Cmp, DimType, Formula, Int, Map, RelationBuilder, Set, Space, Tuple, UnionMap,
};

/// The most pieces one loop level is separated into before the generator falls back to one
/// loop over their union with guards (the separation is exact either way).
const MAX_PIECES: usize = 16;

/// One statement while it is being scanned.
#[derive(Clone, Debug)]
struct Active {
    /// Index in `Scop::statements`.
    index: usize,
    /// `[v_0, .., v_{d-1}, t_d, ..] -> S[i]`: the instances that still run, keyed by the
    /// values of the loops generated so far (`v`) followed by the schedule dimensions still
    /// to scan (`t`).
    rel: Map,
    /// Loops over the statement's own iterators were appended (done at most once).
    identity_added: bool,
    /// How many dimensions of bands further down the statement's path are already appended
    /// after the current band's (see [`Scanner::band`]).
    prefetched: usize,
    /// The projections of `dom rel` still to come, computed once per relation instead of
    /// once per loop level: at depth `d`, entry `j` is a superset of the projection of
    /// `dom rel` onto its first `d + 2 + j` dimensions (the loops of levels `d + 1`, `d + 2`,
    /// ..; the projection for level `d` itself is in use). Kept in step with `rel`: when
    /// `rel` is restricted to a piece, so is every entry; when a dimension is substituted
    /// away, it is projected out of every entry. `None` when not computed yet.
    chain: Option<Vec<Set>>,
}

impl Active {
    fn new(index: usize, rel: Map, identity_added: bool) -> Active {
        Active {
            index,
            rel,
            identity_added,
            prefetched: 0,
            chain: None,
        }
    }
}

/// What one schedule dimension asks of its loop.
#[derive(Clone, Debug, Default)]
struct DimFlags {
    coincident: bool,
    mark_parallel: bool,
    mark_simd: bool,
    mark_unroll: bool,
    /// The reductions that alone the dimension carries (see [`ForLoop::reductions`]).
    reductions: Vec<hedra_ir::LoopReduction>,
    /// The scalars its loop may make private (see [`ForLoop::privatizable`]).
    private: Vec<String>,
}

/// The continuation called once per piece after a dimension is scanned.
type Rest<'r> = dyn FnMut(&Scanner, Vec<Active>, usize, &Set) -> Result<Vec<Node>> + 'r;

/// The scanner of one Scop.
pub(crate) struct Scanner<'a> {
    scop: &'a Scop,
    params: Vec<String>,
    full_tiles: bool,
}

impl<'a> Scanner<'a> {
    pub(crate) fn new(scop: &'a Scop, full_tiles: bool) -> Scanner<'a> {
        Scanner {
            scop,
            params: scop.params.clone(),
            full_tiles,
        }
    }

    fn np(&self) -> usize {
        self.params.len()
    }

    /// The universe set of `n` anonymous dimensions.
    fn universe(&self, n: usize) -> Set {
        Map::universe(Space::set(self.params.clone(), Tuple::anonymous(n)))
    }

    /// `s` with `n` unconstrained dimensions appended.
    fn extend(&self, s: &Set, n: usize) -> Result<Set> {
        if n == 0 {
            return Ok(s.clone());
        }
        Ok(s.flat_product(&self.universe(n))?)
    }

    /// A builder of a map over the Scop's parameters.
    fn builder(&self, domain: Tuple, range: Tuple) -> Result<RelationBuilder> {
        let space = Space::map(self.params.clone(), domain, range);
        Ok(RelationBuilder::new(space)?)
    }

    /// Generates the AST of a whole tree.
    pub(crate) fn scan_tree(&self, tree: &ScheduleTree) -> Result<Vec<Node>> {
        let TreeNode::Domain { domain, child } = &tree.root else {
            return Err(Error::Unsupported(
                "a schedule tree must start with a domain node".into(),
            ));
        };
        let mut stmts = Vec::new();
        for (index, s) in self.scop.statements.iter().enumerate() {
            let Some(part) = find_part(domain, &s.name) else {
                continue;
            };
            let dom = s
                .domain
                .align_params(&self.params)?
                .intersect(&part.align_params(&self.params)?)?
                .intersect_params(&self.scop.context.align_params(&self.params)?)?;
            if dom.is_empty() {
                continue;
            }
            let n = s.iterators.len();
            let range = Tuple::with_dim_names(Some(&s.name), (0..n).map(|k| format!("i{k}")));
            let rel = self
                .builder(Tuple::anonymous(0), range)?
                .build()?
                .intersect_range(&dom)?;
            stmts.push(Active::new(index, rel, false));
        }
        let ctx = self
            .universe(0)
            .intersect_params(&self.scop.context.align_params(&self.params)?)?;
        self.scan_node(child, stmts, 0, &ctx, &[])
    }

    fn scan_node(
        &self,
        node: &TreeNode,
        stmts: Vec<Active>,
        depth: usize,
        ctx: &Set,
        marks: &[String],
    ) -> Result<Vec<Node>> {
        out_of_budget()?;
        if stmts.is_empty() {
            return Ok(Vec::new());
        }
        match node {
            TreeNode::Leaf => self.leaf(stmts, depth, ctx),
            TreeNode::Domain { domain, child }
            | TreeNode::Filter {
                filter: domain,
                child,
            } => {
                let stmts = self.restrict(stmts, domain)?;
                self.scan_node(child, stmts, depth, ctx, &[])
            }
            TreeNode::Context { context, child } => {
                let ctx = ctx.intersect_params(&context.align_params(&self.params)?)?;
                self.scan_node(child, stmts, depth, &ctx, &[])
            }
            TreeNode::Mark { name, child } => {
                if let Some(decl) = name.strip_prefix(DECLARE) {
                    let body = self.scan_node(child, stmts, depth, ctx, marks)?;
                    return Ok(declared(decl, body));
                }
                let mut m = marks.to_vec();
                m.push(name.clone());
                self.scan_node(child, stmts, depth, ctx, &m)
            }
            TreeNode::Band(band) => self.band(band, stmts, depth, ctx, marks),
            TreeNode::Sequence(children) | TreeNode::Set(children) => {
                let mut out = Vec::new();
                for c in children {
                    out.extend(self.scan_node(c, stmts.clone(), depth, ctx, &[])?);
                }
                Ok(out)
            }
            TreeNode::Extension { .. } => Err(Error::Unsupported(
                "extension nodes are not supported".into(),
            )),
        }
    }

    /// Keeps the instances of each statement that lie in the union set `filter`.
    fn restrict(&self, stmts: Vec<Active>, filter: &UnionMap) -> Result<Vec<Active>> {
        let mut out = Vec::new();
        for mut s in stmts {
            let name = &self.scop.statements[s.index].name;
            let Some(part) = find_part(filter, name) else {
                continue;
            };
            let part = part.align_params(&self.params)?;
            // A filter that keeps every instance of the statement changes nothing (the usual
            // case: a sequence under a band splits statements, not their instances).
            let st = &self.scop.statements[s.index];
            if !st.domain.align_params(&self.params)?.is_subset(&part)? {
                s.rel = s.rel.intersect_range(&part)?;
                s.chain = None;
            }
            if !s.rel.is_empty() {
                out.push(s);
            }
        }
        Ok(out)
    }

    fn band(
        &self,
        band: &Band,
        stmts: Vec<Active>,
        depth: usize,
        ctx: &Set,
        marks: &[String],
    ) -> Result<Vec<Node>> {
        let n = band.coincident.len();
        let mut with_band = Vec::new();
        for mut s in stmts {
            if s.prefetched >= n {
                s.prefetched -= n;
                with_band.push(s);
                continue;
            }
            if s.prefetched != 0 {
                return Err(Error::Internal("band dimensions out of step".into()));
            }
            // Append the members of every band on the statement's path from here down, so
            // that the relation knows the inner loops' dimensions while outer ones are
            // generated (used to drop guards that inner loops already enforce).
            let name = self.scop.statements[s.index].name.clone();
            let mut path = Vec::new();
            collect_path(&TreeNode::Band(band.clone()), &name, &mut path)?;
            let mut total = 0;
            for f in &path {
                let f = f.align_params(&self.params)?;
                self.check_function(&s.rel, &f, &name)?;
                total += f.space().n_out();
                s.rel = self.append_dims(&s.rel, &f, s.index)?;
            }
            s.chain = None;
            let first = path.first().map(|f| f.space().n_out()).unwrap_or(0);
            if first != n {
                return Err(Error::Unsupported(format!(
                    "the band schedule of {name} has {first} members, the band {n}"
                )));
            }
            s.prefetched = total - n;
            with_band.push(s);
        }
        let mut flags: Vec<DimFlags> = band
            .coincident
            .iter()
            .enumerate()
            .map(|(m, &c)| DimFlags {
                coincident: c,
                reductions: band.reductions_of(m).to_vec(),
                private: band.private_of(m).to_vec(),
                ..DimFlags::default()
            })
            .collect();
        if n > 0 {
            if marks.iter().any(|m| m == "parallel") {
                flags[0].mark_parallel = true;
            }
            if marks.iter().any(|m| m == "simd") {
                flags[n - 1].mark_simd = true;
            }
            if marks.iter().any(|m| m == "unroll") {
                for f in &mut flags {
                    f.mark_unroll = true;
                }
            }
        }
        let child = &band.child;
        self.dims(&flags, with_band, depth, ctx, &mut |me, st, d, c| {
            me.scan_node(child, st, d, c, &[])
        })
    }

    /// A band's schedule must give every remaining instance of the statement exactly one
    /// time: defined on all of them, and single-valued (`f^-1 . f` within the identity).
    fn check_function(&self, rel: &Map, f: &Map, name: &str) -> Result<()> {
        let instances = rel.range()?;
        if !instances.is_subset(&f.domain()?)? {
            return Err(Error::Unsupported(format!(
                "the band schedule of {name} is not defined on all its instances"
            )));
        }
        let f = f.intersect_domain(&instances)?;
        let same = f.reverse()?.apply_range(&f)?;
        let id = Map::identity(&Space::set(
            self.params.clone(),
            Tuple::anonymous(f.space().n_out()),
        ))?;
        if !same.is_subset(&id)? {
            return Err(Error::Unsupported(format!(
                "the band schedule of {name} gives some instance several times"
            )));
        }
        Ok(())
    }

    /// `[v] -> S[i]` and `S[i] -> [m]` give `[v, m] -> S[i]`.
    fn append_dims(&self, rel: &Map, f: &Map, index: usize) -> Result<Map> {
        let s = &self.scop.statements[index];
        let n = s.iterators.len();
        let prod = rel.flat_product(&f.reverse()?)?;
        // `[x, y] -> S[x] : y = x`.
        let xy = (0..n)
            .map(|k| format!("x{k}"))
            .chain((0..n).map(|k| format!("y{k}")));
        let mut b = self.builder(Tuple::with_dim_names(None, xy), Tuple::named(&s.name, n))?;
        for k in 0..n {
            let x = b.dim(DimType::In, k)?;
            b.set_dim(DimType::Out, k, &x)?;
        }
        for k in 0..n {
            b.equate(DimType::In, n + k, DimType::In, k)?;
        }
        let merge = b.build()?;
        Ok(tidy(prod.apply_range(&merge)?))
    }

    /// Scans the dimensions `flags` one after the other, then calls `rest`.
    fn dims(
        &self,
        flags: &[DimFlags],
        stmts: Vec<Active>,
        depth: usize,
        ctx: &Set,
        rest: &mut Rest<'_>,
    ) -> Result<Vec<Node>> {
        out_of_budget()?;
        let Some((first, more)) = flags.split_first() else {
            return rest(self, stmts, depth, ctx);
        };
        self.dim(first, stmts, depth, ctx, &mut |me, st, d, c| {
            me.dims(more, st, d, c, rest)
        })
    }

    /// Scans one schedule dimension: the next input dimension of every active relation.
    fn dim(
        &self,
        flags: &DimFlags,
        stmts: Vec<Active>,
        depth: usize,
        ctx: &Set,
        rest: &mut Rest<'_>,
    ) -> Result<Vec<Node>> {
        let ctx_ext = self.extend(ctx, 1)?;
        let proj = project_each(stmts, depth, &ctx_ext)?;
        if proj.is_empty() {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for piece in self.dim_pieces(&proj, depth)? {
            let mut sub = self.restrict_to_piece(&piece, &proj, depth)?;
            if sub.is_empty() {
                continue;
            }
            let q = piece.0.detect_equalities();
            if is_fixed(&q, self.np(), depth)? {
                // One value per outer point: no loop; the dimension is a function of the outer
                // loops and is projected out (an exact substitution).
                substitute_away(&mut sub, depth)?;
                out.extend(rest(self, sub, depth, ctx)?);
                continue;
            }
            if let Some(nodes) = self.interleaved(&q, &sub, flags, depth, &ctx_ext, rest)? {
                out.extend(nodes);
                continue;
            }
            let mut b = self.bounds(&q, &ctx_ext, depth, &sub)?;
            let step = self.stride(&q, depth, &mut b)?;
            let body = rest(self, sub, depth + 1, &b.ctx)?;
            out.extend(loop_node(flags, depth, b, step, body));
        }
        Ok(out)
    }

    /// A piece where the statements of different residue classes of one step interleave
    /// (red points at even values of the dimension, black ones at odd values) as one loop
    /// over the first statement's class with that step, whose body runs the statements of
    /// each class at `c + δ` (`0 <= δ < step` the class's distance from the first), in the
    /// order of `δ`: at each `c` the values `c, c + δ_1, .., c + δ_m` come before `c + step`,
    /// so the schedule's order is kept, and no statement tests its class. Each class's
    /// relations are shifted by `δ` so that its points meet at `c = t - δ`; the loop runs
    /// over the hull of the shifted projections, and the statements' own guards keep the
    /// scan exact. `None` when the piece is not of that form.
    fn interleaved(
        &self,
        q: &Set,
        sub: &[Active],
        flags: &DimFlags,
        depth: usize,
        ctx_ext: &Set,
        rest: &mut Rest<'_>,
    ) -> Result<Option<Vec<Node>>> {
        if sub.len() < 2 || q.basics().len() < 2 {
            return Ok(None);
        }
        let mut classes = Vec::new();
        for s in sub {
            let n = s.rel.space().n_in();
            let p = s
                .rel
                .domain()?
                .project_out(DimType::Out, depth + 1, n - depth - 1)?
                .intersect(ctx_ext)?
                .compute_divs()
                .coalesce_and_reduce()
                .detect_equalities();
            match crate::stride::detect(&p, self.np(), depth)? {
                Some(st) => classes.push((st, p)),
                None => return Ok(None),
            }
        }
        let (first, _) = &classes[0];
        let step = first.step;
        let mut groups: std::collections::BTreeMap<i64, (Vec<Active>, Vec<Set>)> =
            Default::default();
        for ((st, p), s) in classes.iter().zip(sub) {
            let distance = st.offset.plus(&first.offset.scaled(&Int::from(-1)));
            if st.step != step || !distance.terms.is_empty() {
                return Ok(None);
            }
            let delta = distance
                .constant
                .mod_floor(&Int::from(step))
                .to_i64()
                .unwrap_or(0);
            let mut shifted = s.clone();
            shifted.rel = shifted
                .rel
                .apply_domain(&self.shift(n_in(&s.rel), depth, delta)?)?;
            shifted.chain = None;
            let p = p.apply(&self.shift(depth + 1, depth, delta)?)?;
            let group = groups.entry(delta).or_default();
            group.0.push(shifted);
            group.1.push(p);
        }
        if groups.len() < 2 {
            return Ok(None);
        }
        let mut union = Map::empty(ctx_ext.space().clone());
        for (_, projs) in groups.values() {
            for p in projs {
                union = union.union(p)?;
            }
        }
        let hull = union.simple_hull()?;
        if hull.basics().len() != 1 {
            return Ok(None);
        }
        let all: Vec<Active> = groups.values().flat_map(|g| g.0.iter().cloned()).collect();
        let mut b = self.bounds(&hull, ctx_ext, depth, &all)?;
        if !step_over(first, &mut b)? {
            return Ok(None);
        }
        let mut body = Vec::new();
        for (members, _) in groups.into_values() {
            body.extend(rest(self, members, depth + 1, &b.ctx)?);
        }
        Ok(Some(
            loop_node(flags, depth, b, step, body).into_iter().collect(),
        ))
    }

    /// `{ [x_0, .., x_{n-1}] -> [y] : y = x except y_depth = x_depth - delta }`.
    fn shift(&self, n: usize, depth: usize, delta: i64) -> Result<Map> {
        let mut b = self.builder(Tuple::anonymous(n), Tuple::anonymous(n))?;
        for k in (0..n).filter(|&k| k != depth) {
            b.equate(DimType::In, k, DimType::Out, k)?;
        }
        let (x, y) = (b.dim(DimType::In, depth)?, b.dim(DimType::Out, depth)?);
        let moved = x.add(&Int::from(-delta).into());
        b.add_constraint(&Formula::compare(&y, Cmp::Eq, &moved))?;
        Ok(b.build()?)
    }

    /// The step of the loop of dimension `depth` over the piece `q` with bounds `b`: when
    /// the piece has a stride (see [`crate::stride`]), its lower bound is moved to the first
    /// value of the residue class and the class joins the context inside the loop, so the
    /// statements need no divisibility guard; otherwise 1.
    fn stride(&self, q: &Set, depth: usize, b: &mut LoopBounds) -> Result<i64> {
        let Some(stride) = crate::stride::detect(q, self.np(), depth)? else {
            return Ok(1);
        };
        Ok(match step_over(&stride, b)? {
            true => stride.step,
            false => 1,
        })
    }

    /// The pieces of dimension `depth`, in execution order: disjoint parts of the union of
    /// the projections, each with the statements (indices into `proj`) that run in it, split
    /// into full and partial tiles when asked.
    fn dim_pieces(&self, proj: &[(Set, Active)], depth: usize) -> Result<Vec<(Set, Vec<usize>)>> {
        let pieces = self.separate(proj)?;
        let pieces = split_unions(pieces)?;
        let pieces = self.order(pieces, depth)?;
        let pieces = merge_pieces(pieces, proj, depth)?;
        if !self.full_tiles {
            return Ok(pieces);
        }
        let mut split = Vec::new();
        for (q, m) in pieces {
            for part in self.full_tile_split(&q, &m, proj, depth)? {
                split.push((part, m.clone()));
            }
        }
        self.order(split, depth)
    }

    /// The statements of a piece `(q, members)` (indices into `proj`) restricted to `q` (their
    /// relations and projection chains alike); those with no instance left are dropped.
    fn restrict_to_piece(
        &self,
        (q, members): &(Set, Vec<usize>),
        proj: &[(Set, Active)],
        depth: usize,
    ) -> Result<Vec<Active>> {
        let mut sub = Vec::new();
        for &k in members {
            let mut s = proj[k].1.clone();
            let n = s.rel.space().n_in();
            s.rel = s.rel.intersect_domain(&self.extend(q, n - depth - 1)?)?;
            if let Some(chain) = &mut s.chain {
                for (j, c) in chain.iter_mut().enumerate() {
                    *c = meet(c, &self.extend(q, j + 1)?)?;
                }
            }
            if !s.rel.is_empty() {
                sub.push(s);
            }
        }
        Ok(sub)
    }

    /// Splits the union of the projections into disjoint pieces, each with the statements
    /// (indices into `proj`) whose projection covers it.
    fn separate(&self, proj: &[(Set, Active)]) -> Result<Vec<(Set, Vec<usize>)>> {
        let mut pieces: Vec<(Set, Vec<usize>)> = Vec::new();
        for (k, (p, _)) in proj.iter().enumerate() {
            let mut rem = p.clone();
            let mut next = Vec::new();
            for (q, members) in pieces {
                if rem.is_empty() {
                    next.push((q, members));
                    continue;
                }
                if same_set(&q, &rem) {
                    // Statements of one loop nest usually have the same projection.
                    let mut m = members.clone();
                    m.push(k);
                    next.push((q, m));
                    rem = Map::empty(rem.space().clone());
                    continue;
                }
                let both = q.intersect(&rem)?.coalesce_and_reduce();
                if both.is_empty() {
                    next.push((q, members));
                    continue;
                }
                let only_q = q.subtract(&rem)?.coalesce_and_reduce();
                rem = rem.subtract(&q)?.coalesce_and_reduce();
                let mut m = members.clone();
                m.push(k);
                next.push((both, m));
                if !only_q.is_empty() {
                    next.push((only_q, members));
                }
            }
            if !rem.is_empty() {
                next.push((rem, vec![k]));
            }
            pieces = next;
            if pieces.len() > MAX_PIECES {
                break;
            }
        }
        if pieces.len() > MAX_PIECES {
            // Too fragmented: one loop over the union, statements guarded.
            let mut all = proj[0].0.clone();
            for (p, _) in &proj[1..] {
                all = all.union(p)?;
            }
            return Ok(vec![(all.coalesce_and_reduce(), (0..proj.len()).collect())]);
        }
        Ok(pieces)
    }

    /// Orders disjoint pieces along dimension `depth`: piece A goes before piece B when no
    /// point of A has a value at `depth` at or after a point of B with the same outer loop
    /// values. Pieces that interleave are merged (their loop then guards its statements).
    fn order(
        &self,
        mut pieces: Vec<(Set, Vec<usize>)>,
        depth: usize,
    ) -> Result<Vec<(Set, Vec<usize>)>> {
        if pieces.len() <= 1 {
            return Ok(pieces);
        }
        // `[a] -> [b] : a_0 = b_0 and ... and a_depth >= b_depth`.
        let names = |v: &str| Tuple::with_dim_names(None, (0..=depth).map(|k| format!("{v}{k}")));
        let mut b = self.builder(names("a"), names("b"))?;
        for k in 0..depth {
            b.equate(DimType::In, k, DimType::Out, k)?;
        }
        let (x, y) = (b.dim(DimType::In, depth)?, b.dim(DimType::Out, depth)?);
        b.add_constraint(&Formula::compare(&x, Cmp::Ge, &y))?;
        let not_before = b.build()?;
        let before = |x: &Set, y: &Set| -> Result<bool> {
            Ok(not_before
                .intersect_domain(x)?
                .intersect_range(y)?
                .is_empty())
        };
        let mut ordered = Vec::new();
        while !pieces.is_empty() {
            // A piece that goes before every other remaining piece.
            let mut pick = None;
            for i in 0..pieces.len() {
                let mut ok = true;
                for j in 0..pieces.len() {
                    if i != j && !before(&pieces[i].0, &pieces[j].0)? {
                        ok = false;
                        break;
                    }
                }
                if ok {
                    pick = Some(i);
                    break;
                }
            }
            match pick {
                Some(i) => ordered.push(pieces.remove(i)),
                None => {
                    // Merge the first piece with one it interleaves with.
                    let mut j = 1;
                    while j < pieces.len()
                        && (before(&pieces[0].0, &pieces[j].0)?
                            || before(&pieces[j].0, &pieces[0].0)?)
                    {
                        j += 1;
                    }
                    if j == pieces.len() {
                        j = 1;
                    }
                    let (q, m) = pieces.remove(j);
                    let first = &mut pieces[0];
                    first.0 = first.0.union(&q)?.coalesce_and_reduce();
                    first.1.extend(m);
                    first.1.sort_unstable();
                    first.1.dedup();
                }
            }
        }
        Ok(ordered)
    }

    /// Full/partial tile separation: splits `q` where an inner loop's bound switches between
    /// a bound that depends on this loop (a tile edge such as `c2 <= 32 c0 + 31`) and one
    /// that does not (a domain edge such as `c2 <= N - 1`). On the side where the tile edge
    /// binds, the inner loop's bound simplifies (by gist against the loop context) to the tile
    /// edge alone: full tiles get point loops without `min`/`max`. Any partition of `q` is
    /// exact; this one only chooses where to cut. At most four parts per piece.
    fn full_tile_split(
        &self,
        q: &Set,
        members: &[usize],
        proj: &[(Set, Active)],
        depth: usize,
    ) -> Result<Vec<Set>> {
        let np = self.np();
        let mut out = vec![q.clone()];
        for &k in members {
            let dom = proj[k].1.rel.domain()?;
            let [b] = dom.basics() else { continue };
            let n = dom.space().n_out();
            let this = b.col_of(DimType::Out, depth)?;
            let width = 1 + np + depth + 1;
            for e in depth + 1..n {
                let ce = b.col_of(DimType::Out, e)?;
                let rows: Vec<&Vec<Int>> = b
                    .inequalities()
                    .iter()
                    .filter(|r| {
                        !r[ce].is_zero() && (width..b.n_col()).all(|c| c == ce || r[c].is_zero())
                    })
                    .collect();
                for ra in &rows {
                    for rb in &rows {
                        if ra[this].is_zero()
                            || !rb[this].is_zero()
                            || ra[ce].signum() != rb[ce].signum()
                        {
                            continue;
                        }
                        // The bound of `ra` binds: |a_a| rest_b - |a_b| rest_a >= 0.
                        let (aa, ab) = (ra[ce].abs(), rb[ce].abs());
                        let row: Vec<Int> = (0..width)
                            .map(|c| &(&aa * &rb[c]) - &(&ab * &ra[c]))
                            .collect();
                        let mut cond = BasicMap::universe(q.space().clone());
                        cond.add_ineq(row)?;
                        let cond = Map::from_basic(cond);
                        let mut next = Vec::new();
                        for p in &out {
                            let inside = p.intersect(&cond)?.coalesce_and_reduce();
                            let outside = p.subtract(&cond)?.coalesce_and_reduce();
                            if inside.is_empty() || outside.is_empty() || out.len() >= 4 {
                                next.push(p.clone());
                            } else {
                                next.push(inside);
                                next.push(outside);
                            }
                        }
                        out = next;
                    }
                }
            }
        }
        Ok(out)
    }

    /// Loop bounds of dimension `depth` over the piece `q`, simplified against the outer
    /// context, with the guard for constraints on outer loops only and the context inside.
    fn bounds(&self, q: &Set, ctx_ext: &Set, depth: usize, sub: &[Active]) -> Result<LoopBounds> {
        let g = q.gist(ctx_ext)?.compute_divs().remove_redundancies();
        let basics = g.basics();
        if let [b] = basics {
            return self.basic_bounds(b, q, ctx_ext, depth, sub);
        }
        // A union: loop from the least lower bound to the greatest upper bound of the parts;
        // the statements' guards keep it exact.
        let mut lows = Vec::new();
        let mut ups = Vec::new();
        let mut conditional = Vec::new();
        for b in basics {
            let (lower, upper) = self.part_bounds(b, q, depth)?;
            let exists = if has_big_constant(&lower, false) || has_big_constant(&upper, true) {
                self.existence(b, ctx_ext, depth)?
            } else {
                None
            };
            match exists {
                Some(cond) if conditional.len() < MAX_CONDITIONAL_PARTS => {
                    conditional.push((cond, lower, upper))
                }
                _ => {
                    lows.push(lower);
                    ups.push(upper);
                }
            }
        }
        let hull = self.hull_bounds(&g, q, depth);
        let mut guard = None;
        let (mut lower, mut upper) = if !lows.is_empty() {
            (combine(lows, false), combine(ups, true))
        } else if let Some((hull_lower, hull_upper)) = &hull {
            // Every part is conditional: the loop runs where one of them exists, and the
            // hull's bounds start the folds below (its upper bound is at least the least
            // lower bound of a part that exists, its lower bound at most their greatest
            // upper bound).
            guard = Some(Cond::Or(conditional.iter().map(|c| c.0.clone()).collect()));
            (hull_upper.clone(), hull_lower.clone())
        } else {
            for (_, part_lower, part_upper) in conditional.drain(..) {
                lows.push(part_lower);
                ups.push(part_upper);
            }
            (combine(lows, false), combine(ups, true))
        };
        // A part whose bounds hold a program constant (`i < MIN(N, 2032254789)` splits a
        // domain into a piece for small and one for huge parameters) counts only where it
        // has points: `min(base, exists ? its lower : base, ...)`. Each part repeats only
        // the base, so the bound grows linearly with the parts.
        if !conditional.is_empty() {
            let (base_lower, base_upper) = (lower.clone(), upper.clone());
            let mut lows = vec![lower];
            let mut ups = vec![upper];
            for (cond, part_lower, part_upper) in conditional {
                let cond = Box::new(cond);
                let pick = |part: Expr, base: &Expr| {
                    Expr::Select(cond.clone(), Box::new(part), Box::new(base.clone()))
                };
                lows.push(pick(part_lower, &base_lower));
                ups.push(pick(part_upper, &base_upper));
            }
            lower = combine(lows, false);
            upper = combine(ups, true);
        }
        // A part's bounds hold only where the part has points, but the extremes above take
        // them everywhere: a part that exists only for huge parameters (`c1 <= 2080656707`
        // once `c0 >= 2080656706`) would make the loop run two billion times for small ones.
        // The simple hull of the union bounds the dimension by affine functions of the outer
        // ones valid on every part (`c1 <= c0 + 1`); both bounds hold, so the tighter of
        // them is taken at run time.
        if let Some((hull_lower, hull_upper)) = hull {
            if hull_lower != lower {
                lower = Expr::Max(vec![lower, hull_lower]);
            }
            if hull_upper != upper {
                upper = Expr::Min(vec![upper, hull_upper]);
            }
        }
        Ok(LoopBounds {
            lower,
            upper,
            guard,
            ctx: ctx_ext.clone(),
        })
    }

    /// Where the part `b` of a union piece has points, as a condition on the outer loops and
    /// the parameters (a superset: constraints through existentials may be left out);
    /// `None` when that is everywhere in the context `ctx_ext`.
    fn existence(&self, b: &BasicMap, ctx_ext: &Set, depth: usize) -> Result<Option<Cond>> {
        let n = b.space().n_out();
        let outer = Map::from_basic(b.clone()).project_out(DimType::Out, depth, n - depth)?;
        let ctx = ctx_ext.project_out(DimType::Out, depth, n - depth)?;
        self.guard(&outer, &ctx, depth)
    }

    /// The bounds of dimension `depth` in the simple hull of the union `g` (a simplified
    /// form of `q`), when it has both; `None` when the hull is not computed (out of budget)
    /// or leaves the dimension unbounded.
    fn hull_bounds(&self, g: &Set, q: &Set, depth: usize) -> Option<(Expr, Expr)> {
        let hull = g.simple_hull().ok()?;
        let [h] = hull.basics() else { return None };
        self.part_bounds(h, q, depth).ok()
    }

    /// [`Scanner::bounds`] when the simplified piece `b` is one basic set: the constraints on
    /// dimension `depth` give the bounds; those on outer loops only become the guard, unless
    /// the inner loops of `sub` are empty whenever it fails. The context inside the loop is
    /// the outer one with the constraints used.
    fn basic_bounds(
        &self,
        b: &BasicMap,
        q: &Set,
        ctx_ext: &Set,
        depth: usize,
        sub: &[Active],
    ) -> Result<LoopBounds> {
        let np = self.np();
        let col = b.col_of(DimType::Out, depth)?;
        let mut lower = Vec::new();
        let mut upper = Vec::new();
        let mut guards = Vec::new();
        // The inner systems of `sub`, computed on first use.
        let mut inner: Option<Option<Vec<BasicMap>>> = None;
        let mut kept = BasicMap::universe(b.space().clone());
        copy_divs(b, &mut kept)?;
        let (eqs, ineqs) = b.bound_constraints(col);
        for (row, is_eq) in eqs
            .iter()
            .map(|r| (r, true))
            .chain(ineqs.iter().map(|r| (r, false)))
        {
            if !usable(b, row, col) {
                continue;
            }
            let a = &row[col];
            if a.is_zero() {
                let implied = if is_eq {
                    false
                } else {
                    if inner.is_none() {
                        inner = Some(inner_systems(sub, depth)?);
                    }
                    match inner.as_ref().and_then(|i| i.as_ref()) {
                        Some(sys) => implied_by(b, row, sys)?,
                        None => false,
                    }
                };
                if implied {
                    // Inner loops are empty whenever it fails: no guard needed.
                    continue;
                }
                let aff = row_aff(b, row, np, depth)?;
                guards.push(if is_eq { Cond::Eq(aff) } else { Cond::Ge(aff) });
            } else {
                let mut rest = row.clone();
                rest[col] = Int::ZERO;
                let rest = row_aff(b, &rest, np, depth)?;
                push_bounds(&rest, a, is_eq, &mut lower, &mut upper);
            }
            if is_eq {
                kept.add_eq(row.clone())?;
            } else {
                kept.add_ineq(row.clone())?;
            }
        }
        if lower.is_empty() || upper.is_empty() {
            return Err(Error::Unsupported(format!(
                "loop at depth {depth} is unbounded: {q}"
            )));
        }
        let ctx = ctx_ext.intersect(&Map::from_basic(kept))?;
        let guard = match guards.len() {
            0 => None,
            1 => guards.pop(),
            _ => Some(Cond::And(guards)),
        };
        Ok(LoopBounds {
            lower: combine(lower, true),
            upper: combine(upper, false),
            guard,
            ctx,
        })
    }

    /// The greatest lower and the least upper bound of dimension `depth` in one part `b` of a
    /// union piece `q` (constraints on outer loops only are left to the statements' guards).
    fn part_bounds(&self, b: &BasicMap, q: &Set, depth: usize) -> Result<(Expr, Expr)> {
        let col = b.col_of(DimType::Out, depth)?;
        let mut lower = Vec::new();
        let mut upper = Vec::new();
        let (eqs, ineqs) = b.bound_constraints(col);
        for (row, is_eq) in eqs
            .iter()
            .map(|r| (r, true))
            .chain(ineqs.iter().map(|r| (r, false)))
        {
            let a = &row[col];
            if a.is_zero() || !usable(b, row, col) {
                continue;
            }
            let mut rest = row.clone();
            rest[col] = Int::ZERO;
            let rest = row_aff(b, &rest, self.np(), depth)?;
            push_bounds(&rest, a, is_eq, &mut lower, &mut upper);
        }
        if lower.is_empty() || upper.is_empty() {
            return Err(Error::Unsupported(format!(
                "loop at depth {depth} is unbounded: {q}"
            )));
        }
        Ok((combine(lower, true), combine(upper, false)))
    }

    /// Emits the statements that reach a leaf.
    fn leaf(&self, mut stmts: Vec<Active>, depth: usize, ctx: &Set) -> Result<Vec<Node>> {
        out_of_budget()?;
        stmts.sort_by_key(|s| s.index);
        let mut out = Vec::new();
        for s in stmts {
            if s.rel.space().n_in() != depth {
                return Err(Error::Internal(format!(
                    "statement {} reaches a leaf with {} dimensions left",
                    self.scop.statements[s.index].name,
                    s.rel.space().n_in() - depth
                )));
            }
            match self.iterator_exprs(&s.rel, depth)? {
                Some(args) => self.call(s.index, args, &s.rel.domain()?, ctx, depth, &mut out)?,
                None if !s.identity_added => {
                    // The schedule does not fix every iterator: scan the statement's own
                    // iterators in lexicographic order inside the schedule's loops.
                    let st = &self.scop.statements[s.index];
                    let id = Map::identity(&st.domain.space().clone())?;
                    let rel = self.append_dims(&s.rel, &id, s.index)?;
                    let flags = vec![DimFlags::default(); st.iterators.len()];
                    let one = vec![Active::new(s.index, rel, true)];
                    out.extend(self.dims(&flags, one, depth, ctx, &mut |me, st, d, c| {
                        me.leaf(st, d, c)
                    })?);
                }
                None => {
                    // The loops now run over the statement's own iterators, so the relation
                    // is a function of the loop counters, but its disjuncts express it
                    // differently: one call per disjunct, each guarded by the part of its
                    // domain that no earlier disjunct covers.
                    let mut earlier = Map::empty(s.rel.space().clone());
                    for b in s.rel.basics() {
                        let part = Map::from_basic(b.clone());
                        let Some(args) = self.iterator_exprs(&part, depth)? else {
                            return Err(Error::Internal(format!(
                                "cannot express the iterators of {} from {}",
                                self.scop.statements[s.index].name, s.rel
                            )));
                        };
                        let only = part.subtract(&earlier)?.domain()?;
                        earlier = earlier.union(&part)?;
                        self.call(s.index, args, &only, ctx, depth, &mut out)?;
                    }
                }
            }
        }
        Ok(out)
    }

    /// Emits a call of statement `index` with iterators `args` where `dom` (over the loop
    /// counters) holds, guarded by what `ctx` does not already imply.
    fn call(
        &self,
        index: usize,
        args: Vec<Expr>,
        dom: &Set,
        ctx: &Set,
        depth: usize,
        out: &mut Vec<Node>,
    ) -> Result<()> {
        if dom.intersect(ctx)?.is_empty() {
            return Ok(());
        }
        let call = Node::Call {
            statement: index,
            args,
            scalars: Vec::new(),
        };
        match self.guard(dom, ctx, depth)? {
            Some(cond) => out.push(Node::If {
                cond,
                body: vec![call],
            }),
            None => out.push(call),
        }
        Ok(())
    }

    /// Each iterator of the statement as a quasi-affine function of the loop counters, or
    /// `None` when the loops do not determine one of them uniquely.
    ///
    /// Every equality `a i_j + r = 0` of a disjunct gives `i_j = -r / a`, valid on that
    /// disjunct. A relation with several disjuncts needs an expression valid on all of them;
    /// their equalities may differ even so (heat_3d's tiled relation has a disjunct for the
    /// special case `N = 3` that fixes an iterator as `1` where the general one says `N - 2`).
    /// An expression that every disjunct offers is taken at once; otherwise each candidate,
    /// simplest first, is checked on the whole relation: `rel ⊆ { i_j = e }`.
    fn iterator_exprs(&self, rel: &Map, depth: usize) -> Result<Option<Vec<Expr>>> {
        let np = self.np();
        let n = rel.space().n_out();
        let mut out = Vec::new();
        for j in 0..n {
            let m = rel
                .project_out(DimType::Out, j + 1, n - j - 1)?
                .project_out(DimType::Out, 0, j)?
                .detect_equalities();
            // The candidates of each disjunct, with the set `{ i_j = e }` where `e` is known
            // exactly (all its divs defined).
            let mut per: Vec<Vec<(Expr, Option<Map>)>> = Vec::new();
            for b in m.basics() {
                let col = b.col_of(DimType::Out, 0)?;
                let mut cands = Vec::new();
                let (mut eqs, _) = b.bound_constraints(col);
                eqs.extend(div_free_combinations(b, col));
                for row in &eqs {
                    let a = &row[col];
                    if a.is_zero() || !usable(b, row, col) {
                        continue;
                    }
                    // a * i + rest = 0  =>  i = -rest / a
                    let mut rest: Vec<Int> = row.iter().map(|v| -v).collect();
                    rest[col] = Int::ZERO;
                    if a.is_negative() {
                        rest = rest.iter().map(|v| -v).collect();
                    }
                    let aff = row_aff(b, &rest, np, depth)?;
                    let a = a.abs();
                    let e = if a.is_one() {
                        Expr::Aff(aff)
                    } else {
                        Expr::ExactDiv(aff, a)
                    };
                    let mut holds = BasicMap::universe(b.space().clone());
                    copy_divs(b, &mut holds)?;
                    let exact = usable(&holds, row, col);
                    holds.add_eq(row.clone())?;
                    cands.push((e, exact.then(|| Map::from_basic(holds))));
                }
                cands.sort_by_key(|(e, _)| simplicity(e));
                per.push(cands);
            }
            let Some((first, others)) = per.split_first() else {
                return Ok(None);
            };
            let common = first
                .iter()
                .find(|(e, _)| others.iter().all(|c| c.iter().any(|(f, _)| f == e)));
            if let Some((e, _)) = common {
                out.push(e.clone());
                continue;
            }
            let mut all: Vec<&(Expr, Option<Map>)> = per.iter().flatten().collect();
            all.sort_by_key(|(e, _)| simplicity(e));
            let mut found = None;
            for (e, holds) in all {
                if let Some(h) = holds {
                    if m.is_subset(h)? {
                        found = Some(e.clone());
                        break;
                    }
                }
            }
            match found {
                Some(e) => out.push(e),
                None => return Ok(None),
            }
        }
        Ok(Some(out))
    }

    /// The condition under which `dom` holds inside `ctx`, or `None` when `ctx` implies it.
    fn guard(&self, dom: &Set, ctx: &Set, depth: usize) -> Result<Option<Cond>> {
        let g = dom.gist(ctx)?.compute_divs();
        let g = crate::stride::without_implied_classes(g, ctx)?;
        let mut alts = Vec::new();
        for b in g.basics() {
            let mut cs = Vec::new();
            for row in b.equalities() {
                let aff = row_aff(b, row, self.np(), depth)?;
                if !aff.terms.is_empty() || !aff.constant.is_zero() {
                    cs.push(Cond::Eq(aff));
                }
            }
            // A div's own bounds (`2 floord(n, 2) >= n - 1`) hold by its definition.
            let definitions = b.div_constraints();
            for row in b.inequalities() {
                if definitions.contains(row) {
                    continue;
                }
                let aff = row_aff(b, row, self.np(), depth)?;
                // A constant row that holds needs no test.
                if !aff.terms.is_empty() || aff.constant.is_negative() {
                    cs.push(Cond::Ge(aff));
                }
            }
            if cs.is_empty() {
                return Ok(None);
            }
            alts.push(if cs.len() == 1 {
                cs.pop().expect("one condition")
            } else {
                Cond::And(cs)
            });
        }
        Ok(match alts.len() {
            0 => Some(Cond::Or(Vec::new())),
            1 => alts.pop(),
            _ => Some(Cond::Or(alts)),
        })
    }
}

/// The loop of dimension `depth` with bounds `b`, `step` and `body`, under the bounds'
/// guard; nothing when the body is empty.
fn loop_node(
    flags: &DimFlags,
    depth: usize,
    b: LoopBounds,
    step: i64,
    body: Vec<Node>,
) -> Option<Node> {
    if body.is_empty() {
        return None;
    }
    let f = Node::For(ForLoop {
        depth,
        lower: b.lower,
        upper: b.upper,
        step,
        body,
        coincident: flags.coincident,
        parallel: false,
        simd: false,
        marked_parallel: flags.mark_parallel,
        marked_simd: flags.mark_simd,
        unroll: flags.mark_unroll,
        private: Vec::new(),
        reductions: flags.reductions.clone(),
        privatizable: flags.private.clone(),
        reduction_clause: Vec::new(),
        serial: false,
        min_work: None,
    });
    Some(match b.guard {
        Some(cond) => Node::If {
            cond,
            body: vec![f],
        },
        None => f,
    })
}

/// Makes the loop with bounds `b` step over the class of `stride`: its lower bound moves to
/// the class's first value at or above it, and the class joins the context inside the loop;
/// false (and `b` unchanged) when the lower bound has a form that is not adjusted.
fn step_over(stride: &crate::stride::Stride, b: &mut LoopBounds) -> Result<bool> {
    let Some(lower) = stride.first_value(&b.lower) else {
        return Ok(false);
    };
    b.lower = lower;
    b.ctx = b.ctx.intersect(&stride.class)?;
    Ok(true)
}

fn n_in(m: &Map) -> usize {
    m.space().n_in()
}

/// Bounds of one loop.
struct LoopBounds {
    lower: Expr,
    upper: Expr,
    /// Constraints on outer loops only, to test before the loop.
    guard: Option<Cond>,
    /// The context inside the loop.
    ctx: Set,
}

/// The band schedules of statement `name` on its path down from `node`, outermost first,
/// up to the first node where the statement's instances go to several children.
fn collect_path(node: &TreeNode, name: &str, out: &mut Vec<Map>) -> Result<()> {
    match node {
        TreeNode::Band(b) => {
            let f = b
                .partial
                .maps()
                .iter()
                .find(|m| m.space().in_tuple.name.as_deref() == Some(name))
                .ok_or_else(|| Error::Unsupported(format!("a band has no schedule for {name}")))?;
            out.push(f.clone());
            collect_path(&b.child, name, out)
        }
        TreeNode::Domain { domain: f, child } | TreeNode::Filter { filter: f, child } => {
            if find_part(f, name).is_some() {
                collect_path(child, name, out)
            } else {
                Ok(())
            }
        }
        TreeNode::Context { child, .. } | TreeNode::Mark { child, .. } => {
            collect_path(child, name, out)
        }
        TreeNode::Sequence(children) | TreeNode::Set(children) => {
            let on_path: Vec<&TreeNode> = children
                .iter()
                .filter(|c| match c {
                    TreeNode::Filter { filter, .. } => find_part(filter, name).is_some(),
                    _ => true,
                })
                .collect();
            match on_path[..] {
                [one] => collect_path(one, name, out),
                _ => Ok(()),
            }
        }
        TreeNode::Leaf | TreeNode::Extension { .. } => Ok(()),
    }
}

/// The projection of each statement onto the outer loops and dimension `depth`, within the
/// outer context `ctx_ext` and relaxed (see [`relax`]); statements with an empty projection
/// are dropped. Takes each statement's projection from its chain (computing the chain on
/// first use) and leaves the rest of the chain in place.
fn project_each(stmts: Vec<Active>, depth: usize, ctx_ext: &Set) -> Result<Vec<(Set, Active)>> {
    let mut proj: Vec<(Set, Active)> = Vec::new();
    for mut s in stmts {
        let mut chain = match s.chain.take() {
            Some(c) => c,
            None => projections(&s.rel.domain()?, depth)?,
        };
        let p = if chain.is_empty() {
            s.rel.domain()?
        } else {
            chain.remove(0)
        };
        s.chain = Some(chain);
        let p = convex_if_exact(p.intersect(ctx_ext)?.compute_divs().coalesce_and_reduce())?;
        if !p.is_empty() {
            let p = relax(&p, &s, depth)?;
            proj.push((p, s));
        }
    }
    Ok(proj)
}

/// The equalities of `b` that involve column `col` combined pairwise so as to cancel an
/// existential they share: under a stride, the loops give an iterator as `j = i + 2 e` and
/// the loop counter as `c3 = i + 2 e`, and only their difference says `j = c3`.
fn div_free_combinations(b: &BasicMap, col: usize) -> Vec<Vec<Int>> {
    let divs = b.div_offset();
    let with_col: Vec<&Vec<Int>> = b
        .equalities()
        .iter()
        .filter(|r| !r[col].is_zero())
        .collect();
    let others = b.equalities().iter().filter(|r| r[col].is_zero());
    let mut out = Vec::new();
    for (k, r1) in with_col.iter().enumerate() {
        for r2 in with_col[k + 1..].iter().copied().chain(others.clone()) {
            let Some(d) = (divs..r1.len()).find(|&d| !r1[d].is_zero() && !r2[d].is_zero()) else {
                continue;
            };
            // r2[d] * r1 - r1[d] * r2 has no term in the div `d`.
            let row: Vec<Int> = r1
                .iter()
                .zip(r2.iter())
                .map(|(a, b)| &(&r2[d] * a) - &(&r1[d] * b))
                .collect();
            let g = row.iter().fold(Int::ZERO, |g, v| g.gcd(v));
            if !row[col].is_zero() {
                out.push(row.iter().map(|v| v.div_exact(&g)).collect());
            }
        }
    }
    out
}

/// The union `p` as one convex set when it equals its simple hull over the integers (the
/// hull is checked to be a subset): the rows of a red-black sweep that have a red point,
/// `{ 1 <= i <= n - 2 : n >= 4 } ∪ { i = 1 : n = 3 }`, are one loop, not two pieces.
fn convex_if_exact(p: Set) -> Result<Set> {
    if !(2..=4).contains(&p.basics().len()) {
        return Ok(p);
    }
    let Ok(hull) = p.simple_hull() else {
        return Ok(p);
    };
    if hull.basics().len() == 1 && hull.is_subset(&p)? {
        return Ok(hull);
    }
    Ok(p)
}

/// Projects dimension `depth` out of the statements of a piece where it has one value per
/// outer point; the piece's equality substitutes the dimension away (simplification of a
/// unit equality), so the chains need no further work.
fn substitute_away(sub: &mut [Active], depth: usize) -> Result<()> {
    for s in sub {
        s.rel = tidy(s.rel.project_out(DimType::In, depth, 1)?);
        if let Some(chain) = &mut s.chain {
            for c in chain.iter_mut() {
                *c = c.project_out(DimType::Out, depth, 1)?;
            }
        }
    }
    Ok(())
}

/// The projections of `dom` (a relation domain at loop depth `depth`) onto its first
/// `depth + 1`, `depth + 2`, .. dimensions, up to all but the last: one dimension at a time,
/// innermost first, simplified in between (projecting all inner dimensions at once blows up
/// on tiled skewed bands: seidel_2d's 3-member tile band took over 20 s).
fn projections(dom: &Set, depth: usize) -> Result<Vec<Set>> {
    let n = dom.space().n_out();
    let mut out = Vec::new();
    let mut p = dom.clone();
    for k in (depth + 1..n).rev() {
        p = project_step(&p, k)?;
        out.push(p.clone());
    }
    out.reverse();
    Ok(out)
}

/// True when two sets are written with the same constraints (in any order): a cheap test
/// that proves equality, not one that can disprove it.
fn same_set(a: &Set, b: &Set) -> bool {
    let ([x], [y]) = (a.basics(), b.basics()) else {
        return false;
    };
    let sorted = |rows: &[Vec<Int>]| {
        let mut r = rows.to_vec();
        r.sort();
        r
    };
    x.divs() == y.divs()
        && sorted(x.equalities()) == sorted(y.equalities())
        && sorted(x.inequalities()) == sorted(y.inequalities())
}

/// The intersection of two sets of one space, without the emptiness tests of
/// [`Map::intersect`] (the result is simplified where it is used).
fn meet(a: &Set, b: &Set) -> Result<Set> {
    let mut parts = Vec::new();
    for x in a.basics() {
        for y in b.basics() {
            // Charged like an intersection's pair (one unit per 16 entries): the product of
            // two unions is the memory that a chain of pieces grows.
            let size = (x.equalities().len()
                + x.inequalities().len()
                + y.equalities().len()
                + y.inequalities().len())
                * x.n_col();
            hedra_presburger::budget::charge(1 + size as u64 / 16)?;
            let mut z = x.intersect(y)?;
            z.simplify();
            if !z.is_obviously_empty() {
                parts.push(z);
            }
        }
    }
    Ok(Map::from_basics(a.space().clone(), parts)?)
}

/// How many more disjuncts than its input one exact projection step may give before the
/// scanner takes the rational shadow instead (see [`project_step`]).
const SPLINTERS: usize = 2;

/// Projects dimension `k` out of `p`: exactly when that stays small, otherwise a superset.
///
/// The exact integer projection of an existential with non-unit coefficients on both sides
/// is the Omega test's dark shadow plus one *splinter* per value of the remainder (see
/// `BasicMap::compute_divs`). Projecting out a tile dimension of a wavefront (the tile
/// coordinates `e0, e1` of `w = e0 + e1` are bounded by `32 e0 <= t <= 32 e0 + 31`, ..)
/// gives the dark shadow and some 30 splinters for `w`, and every loop inside inherits them:
/// code generation of jacobi_1d's wavefront took over 30 s. When the exact result has more
/// than [`SPLINTERS`] disjuncts beyond those of `p`, the step takes the *rational shadow*
/// instead: the existential is eliminated by Fourier–Motzkin as a rational unknown
/// (`BasicMap::bound_constraints`), each disjunct giving one, and the integer rounding of
/// the resulting constraints (`32 w >= -31` becomes `w >= 0`) keeps it tight in practice.
///
/// A superset is enough for the scanner: a projection only decides where loops run, and each
/// statement keeps its exact relation, so a loop over a slightly larger range has empty
/// inner loops there (a wavefront's last value, at most), never extra instances.
fn project_step(p: &Set, k: usize) -> Result<Set> {
    let q = p.project_out(DimType::Out, k, 1)?;
    let limit = p.basics().len().max(1) + SPLINTERS;
    if !q.basics().iter().any(splinters_heavily) {
        let exact = q.compute_divs();
        if exact.basics().len() <= limit {
            let e = exact.coalesce_and_reduce();
            if e.basics().len() <= limit {
                return Ok(e);
            }
        }
    }
    let mut parts = Vec::new();
    for b in q.basics() {
        // Column `n_col` is no column: only the existentials (and divs defined through them)
        // count as bad, so exactly they are eliminated.
        let (eqs, ineqs) = b.bound_constraints(b.n_col());
        let mut shadow = BasicMap::universe(b.space().clone());
        copy_divs(b, &mut shadow)?;
        for r in eqs {
            shadow.add_eq(r)?;
        }
        for r in ineqs {
            shadow.add_ineq(r)?;
        }
        // Drops the eliminated existentials and the divs defined through them (all now
        // unused), before `compute_divs` could try to eliminate them exactly again.
        shadow.simplify();
        parts.push(shadow);
    }
    Ok(Map::from_basics(q.space().clone(), parts)?
        .compute_divs()
        .coalesce_and_reduce())
}

/// Above this estimate of the splinters of one existential (see [`splinters_heavily`]), a
/// projection step takes the rational shadow without trying the exact projection.
const SPLINTER_COEFF: i64 = 1024;

/// True when the exact elimination of some existential of `b` would splinter into more than
/// about [`SPLINTER_COEFF`] disjuncts, which is then not even tried.
///
/// The Omega test eliminates an existential `e` exactly (one shadow) when all its lower or all
/// its upper bounds have a unit coefficient, and defines it as a div when a lower and an upper
/// bound pair up as `floor(f/a)`; otherwise it enumerates about one splinter per value of the
/// remainder on one side: some `a` per lower bound `a e >= f`, or per upper bound. Their count
/// grows with the coefficients, not with the constraints: a hyperplane `99999*k + j` (the
/// skew of a program constant) under tiles by 32 gives some 200000 disjuncts for one
/// projection, seconds of work that the splinter count above only rejects afterwards. The
/// estimate is the smaller side's sum of non-unit coefficients; an existential in an
/// equality (a stride) is left to the exact projection.
fn splinters_heavily(b: &BasicMap) -> bool {
    let off = b.div_offset();
    for (k, d) in b.divs().iter().enumerate() {
        let col = off + k;
        if d.is_some() || b.equalities().iter().any(|r| !r[col].is_zero()) {
            continue;
        }
        let lower: Vec<&Vec<Int>> = b
            .inequalities()
            .iter()
            .filter(|r| r[col].is_positive())
            .collect();
        let upper: Vec<&Vec<Int>> = b
            .inequalities()
            .iter()
            .filter(|r| r[col].is_negative())
            .collect();
        let cost = |rows: &[&Vec<Int>]| -> i64 {
            rows.iter()
                .map(|r| r[col].abs())
                .filter(|a| !a.is_one())
                .map(|a| a.to_i64().unwrap_or(i64::MAX))
                .fold(0i64, |s, a| s.saturating_add(a))
        };
        let (lo, up) = (cost(&lower), cost(&upper));
        if lo == 0 || up == 0 {
            continue;
        }
        // A lower and an upper bound that sum to a constant below the coefficient define a div.
        let defines_div = lower.iter().any(|l| {
            upper.iter().any(|u| {
                let sum: Vec<Int> = l.iter().zip(u.iter()).map(|(x, y)| x + y).collect();
                sum[1..].iter().all(Int::is_zero) && !sum[0].is_negative() && sum[0] < l[col]
            })
        });
        if !defines_div && lo.min(up) > SPLINTER_COEFF {
            return true;
        }
    }
    false
}

/// Keeps a relation small: existentials are eliminated or defined (`compute_divs`), equal
/// divs merged, and redundant constraints removed.
fn tidy(m: Map) -> Map {
    m.compute_divs().remove_redundancies()
}

/// Gives `to` (a fresh basic map of the same space) the divs of `from`, in order. A definition
/// that refers to a later div is dropped (the div stays an existential): the result can only
/// grow, which keeps every use here conservative.
/// The constraints of `fb` (with its divs) that involve a dimension deeper than `depth`:
/// what the loops inside loop `depth` need, the outer bounds left out.
fn inner_constraints(fb: &BasicMap, depth: usize) -> Result<BasicMap> {
    let first_inner = fb.col_of(DimType::Out, depth)? + 1;
    let mut kept = BasicMap::universe(fb.space().clone());
    copy_divs(fb, &mut kept)?;
    let touches = |r: &[Int]| (first_inner..fb.n_col()).any(|c| !r[c].is_zero());
    for r in fb.equalities() {
        if touches(r) {
            kept.add_eq(r.clone())?;
        }
    }
    for r in fb.inequalities() {
        if touches(r) {
            kept.add_ineq(r.clone())?;
        }
    }
    Ok(kept)
}

fn copy_divs(from: &BasicMap, to: &mut BasicMap) -> Result<()> {
    for d in from.divs() {
        let col = to.n_col();
        let def = d.as_ref().and_then(|d| {
            if d.num[col + 1..].iter().all(|v| v.is_zero()) {
                Some(hedra_presburger::Div {
                    num: d.num[..=col].to_vec(),
                    den: d.den.clone(),
                })
            } else {
                None
            }
        });
        to.add_div(def)?;
    }
    Ok(())
}

fn find_part<'u>(u: &'u UnionMap, name: &str) -> Option<&'u Map> {
    u.maps()
        .iter()
        .find(|m| m.space().out_tuple.name.as_deref() == Some(name))
}

/// The constraints of each statement's relation domain that mention a dimension inside
/// `depth` (one system per disjunct), or `None` when a statement has no inner dimension.
/// Computed once per loop and reused for every constraint tested by [`implied_by`].
fn inner_systems(sub: &[Active], depth: usize) -> Result<Option<Vec<BasicMap>>> {
    let mut out = Vec::new();
    for s in sub {
        let dom = s.rel.domain()?;
        if dom.space().n_out() <= depth + 1 {
            return Ok(None);
        }
        for fb in dom.basics() {
            out.push(inner_constraints(fb, depth)?);
        }
    }
    Ok(Some(out))
}

/// True when the constraint `row` (of `b`, over the loops up to `depth`, not using the loop at
/// `depth`) holds at every point where the inner dimensions of each statement's relation have
/// a value (given as [`inner_systems`]): the constraints of the relations that mention an inner
/// dimension, together with the negation of `row`, have no integer point. Then a guard for
/// `row` would be redundant with the emptiness of the inner loops.
fn implied_by(b: &BasicMap, row: &[Int], systems: &[BasicMap]) -> Result<bool> {
    if (b.div_offset()..b.n_col()).any(|c| !row[c].is_zero()) {
        return Ok(false);
    }
    for kept in systems {
        let mut kept = kept.clone();
        // not row: -row - 1 >= 0, over the same leading columns.
        let mut neg = kept.zero_row();
        for (c, v) in row.iter().enumerate().take(b.div_offset()) {
            neg[c] = -v;
        }
        neg[0] -= &Int::ONE;
        kept.add_ineq(neg)?;
        if !Map::from_basic(kept).is_empty() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Splits every piece that is a union into disjoint convex parts with the same statements, so
/// that [`Scanner::order`] can give each its own loop; only parts that interleave along the
/// loop are merged again. One loop over a union runs from the least lower bound to the
/// greatest upper bound of its parts, which can be far too wide when a part is a special case
/// (`N = 16 c2 + 1`) whose bounds hold only there. Beyond [`MAX_PIECES`] parts the pieces
/// stay as they are.
fn split_unions(pieces: Vec<(Set, Vec<usize>)>) -> Result<Vec<(Set, Vec<usize>)>> {
    let parts: usize = pieces.iter().map(|(q, _)| q.basics().len()).sum();
    if parts == pieces.len() || parts > MAX_PIECES {
        return Ok(pieces);
    }
    let mut out = Vec::new();
    for (q, m) in pieces {
        if q.basics().len() <= 1 {
            out.push((q, m));
            continue;
        }
        let mut earlier = Map::empty(q.space().clone());
        for b in q.basics() {
            let part = Map::from_basic(b.clone());
            let only = part.subtract(&earlier)?.coalesce_and_reduce();
            earlier = earlier.union(&part)?;
            if !only.is_empty() {
                out.push((only, m.clone()));
            }
        }
    }
    Ok(out)
}

/// Merges consecutive pieces when their union is convex and every statement that has no work
/// on one of them has an empty inner loop nest there ([`inner_empty`]): a single loop then
/// runs both, without a copy of the shared statements (e.g. no peeled last iteration of an
/// outer loop just because an inner triangular loop is empty there).
fn merge_pieces(
    pieces: Vec<(Set, Vec<usize>)>,
    proj: &[(Set, Active)],
    depth: usize,
) -> Result<Vec<(Set, Vec<usize>)>> {
    let mut out: Vec<(Set, Vec<usize>)> = Vec::new();
    for (q, m) in pieces {
        if let Some((pq, pm)) = out.last_mut() {
            let u = pq.union(&q)?.coalesce_and_reduce();
            if u.basics().len() == 1 {
                let mut ok = true;
                for &k in pm.iter().filter(|k| !m.contains(k)) {
                    if !inner_empty(&proj[k].1, &q, depth)? {
                        ok = false;
                        break;
                    }
                }
                if ok {
                    for &k in m.iter().filter(|k| !pm.contains(k)) {
                        if !inner_empty(&proj[k].1, pq, depth)? {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok {
                    *pq = u;
                    pm.extend(m.iter().copied());
                    pm.sort_unstable();
                    pm.dedup();
                    continue;
                }
            }
        }
        out.push((q, m));
    }
    Ok(out)
}

/// True when, for every point of `q` (over the loops up to `depth`), the constraints of the
/// statement's domain that mention an inner dimension have no solution: its inner loops do
/// not run there.
fn inner_empty(s: &Active, q: &Set, depth: usize) -> Result<bool> {
    let dom = s.rel.domain()?;
    let n = dom.space().n_out();
    if n <= depth + 1 {
        return Ok(false);
    }
    let qx = q.flat_product(&Map::universe(Space::set(
        q.space().params.clone(),
        Tuple::anonymous(n - depth - 1),
    )))?;
    for fb in dom.basics() {
        let kept = inner_constraints(fb, depth)?;
        if !Map::from_basic(kept).intersect(&qx)?.is_empty() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The projection `p` of statement `s` without its constraints that do not mention the loop at
/// `depth` and that the statement's inner loops enforce anyway ([`implied_by`]). Such a
/// constraint (e.g. `M >= 1` from an inner loop `0 <= j < M`) must not split the loop into a
/// copy where the statement runs and one where it does not: its inner loops are simply empty.
fn relax(p: &Set, s: &Active, depth: usize) -> Result<Set> {
    let mut parts = Vec::new();
    let mut changed = false;
    let Some(systems) = inner_systems(std::slice::from_ref(s), depth)? else {
        return Ok(p.clone());
    };
    for b in p.basics() {
        let col = b.col_of(DimType::Out, depth)?;
        let mut kept = BasicMap::universe(b.space().clone());
        copy_divs(b, &mut kept)?;
        for r in b.equalities() {
            kept.add_eq(r.clone())?;
        }
        for r in b.inequalities() {
            if r[col].is_zero() && implied_by(b, r, &systems)? {
                changed = true;
                continue;
            }
            kept.add_ineq(r.clone())?;
        }
        parts.push(kept);
    }
    if !changed {
        return Ok(p.clone());
    }
    Ok(Map::from_basics(p.space().clone(), parts)?.coalesce_and_reduce())
}

/// Orders expressions of an iterator, simplest first: no exact division, fewest terms.
fn simplicity(e: &Expr) -> (usize, usize) {
    match e {
        Expr::Aff(a) => (0, a.terms.len()),
        Expr::ExactDiv(a, _) => (1, a.terms.len()),
        _ => (2, 0),
    }
}

/// True when the (single-disjunct) set fixes dimension `depth` by an equality with a unit
/// coefficient (a function of the outer dimensions and parameters).
fn is_fixed(q: &Set, _np: usize, depth: usize) -> Result<bool> {
    let [b] = q.basics() else {
        return Ok(false);
    };
    let col = b.col_of(DimType::Out, depth)?;
    let (eqs, _) = b.bound_constraints(col);
    Ok(eqs
        .iter()
        .any(|r| r[col].abs().is_one() && usable(b, r, col)))
}

/// True when every div that `row` uses is defined and its definition does not use column
/// `col` (directly or through other divs), so the row can be printed without `col`.
fn usable(b: &BasicMap, row: &[Int], col: usize) -> bool {
    let off = b.div_offset();
    let divs = b.divs();
    fn div_ok(divs: &[Option<hedra_presburger::Div>], k: usize, off: usize, col: usize) -> bool {
        match &divs[k] {
            None => false,
            Some(d) => {
                (col >= off || d.num[col].is_zero())
                    && (0..divs.len()).all(|j| {
                        d.num.get(off + j).is_none_or(|v| v.is_zero()) || div_ok(divs, j, off, col)
                    })
            }
        }
    }
    (0..divs.len()).all(|k| row[off + k].is_zero() || div_ok(divs, k, off, col))
}

/// A row over `[1 | params | dims | divs]` (dims = loop counters `0..` of which only the
/// first `n_loops` may be used) as an affine expression.
pub(crate) fn row_aff(b: &BasicMap, row: &[Int], np: usize, n_loops: usize) -> Result<Aff> {
    let off = b.div_offset();
    let mut aff = Aff::constant(row[0].clone());
    for (c, v) in row.iter().enumerate().skip(1) {
        if v.is_zero() {
            continue;
        }
        let atom = if c <= np {
            Atom::Param(c - 1)
        } else if c < off {
            let k = c - 1 - np;
            if k > n_loops {
                return Err(Error::Internal(format!(
                    "dimension {k} used outside its loop"
                )));
            }
            Atom::Loop(k)
        } else {
            let d = b.divs()[c - off]
                .as_ref()
                .ok_or_else(|| Error::Internal("an existential in a printed row".into()))?;
            let inner = row_aff(b, &d.num, np, n_loops)?;
            if inner
                .terms
                .iter()
                .all(|(c, _)| c.mod_floor(&d.den).is_zero())
            {
                // floor((den a + c) / den) = a + floor(c / den) for an integer a (a
                // constant when there are no terms).
                aff.constant += &(v * &inner.constant.floor_div(&d.den));
                for (c, atom) in inner.terms {
                    aff.add_term(v * &c.div_exact(&d.den), atom);
                }
                continue;
            }
            Atom::Floor(Box::new(inner), d.den.clone())
        };
        aff.add_term(v.clone(), atom);
    }
    Ok(aff)
}

fn negate(a: &Aff) -> Aff {
    Aff {
        constant: -&a.constant,
        terms: a.terms.iter().map(|(c, t)| (-c, t.clone())).collect(),
    }
}

/// From `a * x + rest >= 0` with `a > 0`: `x >= ceil(-rest / a)`.
fn lower_bound(rest: &Aff, a: &Int) -> Expr {
    let a = a.abs();
    let neg = negate(rest);
    if a.is_one() {
        Expr::Aff(neg)
    } else {
        Expr::CeilDiv(neg, a)
    }
}

/// From `a * x + rest >= 0` with `a < 0`: `x <= floor(rest / |a|)`.
fn upper_bound(rest: &Aff, a: &Int) -> Expr {
    let a = a.abs();
    if a.is_one() {
        Expr::Aff(rest.clone())
    } else {
        Expr::FloorDiv(rest.clone(), a)
    }
}

/// The bounds that `a x + rest >= 0` (or `= 0` for `is_eq`) puts on `x`: an inequality bounds
/// one side, an equality both (as the two inequalities `a x + rest >= 0` and
/// `-a x - rest >= 0`).
fn push_bounds(rest: &Aff, a: &Int, is_eq: bool, lower: &mut Vec<Expr>, upper: &mut Vec<Expr>) {
    let neg = negate(rest);
    let na = -a;
    if a.is_positive() {
        lower.push(lower_bound(rest, a));
        if is_eq {
            upper.push(upper_bound(&neg, &na));
        }
    } else if a.is_negative() {
        upper.push(upper_bound(rest, a));
        if is_eq {
            lower.push(lower_bound(&neg, &na));
        }
    }
}

/// Whether a bound can take its value from a constant or coefficient of at least
/// [`BIG_CONSTANT`] (a program constant such as `2032254789` rather than a size or an
/// offset): an upper bound (`upper`) through the least of a `min` only when all its
/// arguments can, through a `max` when one can; a lower bound the other way round.
fn has_big_constant(e: &Expr, upper: bool) -> bool {
    fn aff(a: &Aff) -> bool {
        a.constant.abs() >= BIG_CONSTANT
            || a.terms.iter().any(|(c, t)| {
                c.abs() >= BIG_CONSTANT || matches!(t, Atom::Floor(inner, _) if aff(inner))
            })
    }
    let big = |x: &Expr| has_big_constant(x, upper);
    match e {
        Expr::Aff(a) | Expr::CeilDiv(a, _) | Expr::FloorDiv(a, _) | Expr::ExactDiv(a, _) => aff(a),
        Expr::Min(v) if upper => v.iter().all(big),
        Expr::Max(v) if !upper => v.iter().all(big),
        Expr::Min(v) | Expr::Max(v) => v.iter().any(big),
        Expr::Select(_, a, b) => big(a) || big(b),
    }
}

/// See [`has_big_constant`].
const BIG_CONSTANT: i64 = 1 << 20;

/// The most parts of one loop's union whose bounds are conditioned on their existence; the
/// others count everywhere (a looser bound, still exact code).
const MAX_CONDITIONAL_PARTS: usize = 4;

/// `max` (for `is_max`) or `min` of the expressions, without duplicates.
fn combine(mut v: Vec<Expr>, is_max: bool) -> Expr {
    let mut uniq: Vec<Expr> = Vec::new();
    for e in v.drain(..) {
        if !uniq.contains(&e) {
            uniq.push(e);
        }
    }
    if uniq.len() == 1 {
        return uniq.pop().expect("one bound");
    }
    if is_max {
        Expr::Max(uniq)
    } else {
        Expr::Min(uniq)
    }
}

/// Stops the scan once the operations budget of hedra-presburger is exhausted: its answers
/// are then sound but incomplete (a set not proved empty), so the scan would go on splitting
/// pieces that are in fact empty.
fn out_of_budget() -> Result<()> {
    if hedra_presburger::budget::exceeded() {
        return Err(hedra_presburger::Error::BudgetExceeded {
            ops: hedra_presburger::budget::used(),
        }
        .into());
    }
    Ok(())
}

/// The prefix of a mark whose subtree gets a C declaration at its top: `declare:double
/// t_c[32][n];` under a band member makes the storage `t_c` local to each iteration of that
/// member's loop (the driver's array contraction, one copy per iteration and so per thread).
pub const DECLARE: &str = "declare:";

/// `body` in a block that starts with the declaration `decl` (nothing when `body` is empty).
fn declared(decl: &str, body: Vec<Node>) -> Vec<Node> {
    if body.is_empty() {
        return body;
    }
    vec![Node::Promote(crate::ast::Promotion {
        scalars: Vec::new(),
        body,
        locals: vec![decl.to_string()],
    })]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::Ast;

    fn scop_of(c: &str) -> Scop {
        match &hedra_c::extract(c).regions[0].scop {
            Ok(s) => s.clone(),
            Err(_) => panic!("not a Scop"),
        }
    }

    /// A relation whose disjuncts fix the iterator by different functions of the parameters
    /// (`i = N - 2` for even `N`, `i = N - 1` for odd `N`), so that no one expression is
    /// offered: the leaf emits one guarded call per disjunct, and runs each instance once.
    #[test]
    fn a_leaf_splits_a_relation_by_its_disjuncts() {
        let scop = scop_of(
            "void f(int N, double a[40]) { int i;
#pragma scop
for (i = 0; i < N; i++)
  a[i] = 1.0;
#pragma endscop
}",
        );
        let sc = Scanner::new(&scop, false);
        let text =
            "[N] -> { [] -> S0[i] : (i = N - 2 and N % 2 = 0) or (i = N - 1 and N % 2 = 1) }";
        let rel = hedra_presburger::parse_map(text)
            .unwrap()
            .align_params(&sc.params)
            .unwrap();
        assert!(sc.iterator_exprs(&rel, 0).unwrap().is_none());
        let one = Active::new(0, rel, true);
        let ctx = sc.universe(0);
        let ast = Ast {
            body: sc.leaf(vec![one], 0, &ctx).unwrap(),
        };
        assert_eq!(ast.stats().calls, 2, "{ast:#?}");
        for n in -3i64..9 {
            let got = ast.execute(&[Int::from(n)], 100).unwrap();
            let i = if n % 2 == 0 { n - 2 } else { n - 1 };
            assert_eq!(got, vec![(0, vec![Int::from(i)])], "N = {n}");
        }
    }
}
