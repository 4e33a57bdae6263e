//! PIP: parametric integer programming, the symbolic lexicographic dual simplex.
//!
//! # The problem
//!
//! Given a conjunction of affine constraints over integer *parameters* `p` (for a map: the
//! parameters and the input dimensions) and integer *variables* `x`, find for every value of
//! `p` the lexicographically smallest `x`, as a piecewise quasi-affine function: a partition
//! of the parameter values into pieces, each a conjunction of constraints with floor
//! divisions, and on each piece one affine expression in `p` and those floors per variable.
//! Parameter values where no `x` exists belong to no piece; where `x_k` descends forever once
//! `x_0 .. x_{k-1}` are at their minimum, the piece says so (a leaf with `k` values). This
//! is Feautrier's parametric integer programming (PIP, 1988); isl and MLIR's Presburger
//! library (`SymbolicLexSimplex`) implement the same method.
//!
//! # The tableau: constants that are functions of the parameters
//!
//! The method is the dual simplex of [`crate::simplex`] (read it first) with one change: the
//! constant of a row is an affine function `c(p)` of the parameters instead of a number
//! (`pip/tableau.rs`). With the big parameter `M` (every variable is written `x = x' - M` with
//! `x' >= 0`), a row's value at the sample point (all columns zero) is `(c(p) + m M) / d`.
//! The dual simplex needs the *sign* of that value, and now it depends on `p`:
//!
//! - `m > 0` (or `m < 0`): the sign of `m`, whatever `p`;
//! - otherwise the sign of `c(p)` on the current *context*, the set of parameter values
//!   being solved for (`pip/context.rs`). Two integer emptiness questions settle it: is there a
//!   context point with `c(p) <= -1`, and one with `c(p) >= 1`?
//!
//! A row that is non-negative on the whole context is fine. A row that is never positive and
//! somewhere negative is pivoted as in the non-parametric method, with the lexicographic
//! rule: where it is zero nothing changes (the pivot is degenerate there), and where it is
//! negative it is the right pivot. A row whose sign differs between context points *splits*
//! the context: the tableau is copied, the copy is solved on `context and c(p) <= -1` (where
//! the row is negative everywhere and gets pivoted), and the original goes on with
//! `context and c(p) >= 0`. A negative row without a positive coefficient has no solution:
//! that part of the context becomes a piece without points.
//!
//! # Integrality: parametric Gomory cuts
//!
//! Once every row is non-negative on the context, the sample point is the rational
//! lexicographic minimum there. If some variable's value `(c(p) + m M + sum_j a_j y_j) / d`
//! is not an integer for some context point (`M` is a multiple of every denominator, so only
//! `c(p)/d` matters), the first such variable gives a cut, as in the non-parametric method.
//! The column unknowns `y_j` are non-negative integers and so are the parameters; the number
//! `(c(p) + sum_j (a_j mod d) y_j) / d` differs from the variable by an integer, so it is an
//! integer too, and it is at least `c(p)/d`, hence at least `ceil(c(p)/d) = -q` with the new
//! context div `q = floor(-c(p) / d)`:
//!
//! ```text
//!   (c(p) + d q + sum_j (a_j mod d) y_j) / d  >=  0.
//! ```
//!
//! Its constant `c(p) + d q` is zero where the variable is already an integer and negative
//! elsewhere, so the cut is either pivoted or splits the context like any other row. The
//! floor `q` becomes a context variable (a div), which is how floors enter the result.
//!
//! # Equalities, existentials and inputs
//!
//! The parameters and input dimensions are the context's variables, and so are the divs of
//! the input whose definitions only use them. The outputs are the variables, in order; the
//! other divs (existentials, or floors of outputs) are more variables, minimized after the
//! outputs: the outputs of the lexicographic minimum over `(outputs, divs)` are the lexmin of
//! the projection, and only the existence of integer divs matters. Constraints on the
//! context alone restrict the initial context. An equality is pivoted at once and its slack
//! column dropped (it is zero forever), on a column that keeps every other column
//! lexicographically positive, as the lexicographic rule needs: a unit coefficient when
//! possible (`x = 4e` has no denominator; `e = x/4` would need cuts), otherwise the
//! column with the smallest ratio, which always works (with unit columns, the last variable
//! of the equality).
//!
//! The simplex also takes an initial context and reports the parts of it where the problem
//! has no point; the leaves of both kinds partition the context. Unions are solved on such
//! partitions ([`crate::lexopt`]).
//!
//! # Running example
//!
//! `[N] -> { [i] : 2i >= N and i >= 0 }`, the lexicographic minimum of `i`.
//!
//! 1. With `i = i' - M` the rows are `2i' - 2M - N` (for `2i - N >= 0`) and `i' - M`. Both
//!    have a negative `M` part: the first is pivoted, `i' = (s_0 + N + 2M) / 2` where `s_0`
//!    is its slack, and the second row becomes `(s_0 + N) / 2`.
//! 2. Its constant `N/2` is negative for `N <= -1` and positive for `N >= 1`: a split.
//!    - On `N <= -1` the row is pivoted: `s_0 = 2 s_1 - N`, so `i' = s_1 + M` and `i = 0`.
//!      First piece: `i = 0` where `N <= -1`.
//!    - On `N >= 0` all rows are non-negative and `i = N/2`, not an integer for odd `N`.
//!      The cut of the row of `i'` (`d = 2`, `c = N`) adds the div `q = floor(-N/2)` and
//!      the row `(N + 2q + s_0) / 2`, whose constant `N + 2q` is `0` or `-1`: never
//!      positive, so it is pivoted, `s_0 = 2t - N - 2q`, and `i' = t - q + M`. Second piece:
//!      `i = -floor(-N/2)` (that is `ceil(N/2)`) where `N >= 0`.
//!
//! # Termination and safety net
//!
//! The lexicographic rule makes every pivot increase the sample point lexicographically
//! wherever the pivoted row is negative, and Gomory's argument bounds the cuts, so the method
//! ends (Feautrier's theorem). Each problem still gets a step budget; callers
//! then use the exact but slow subtraction method of [`crate::lexopt`]. The context may also
//! run out of room for divs; the problem is then solved again with more room. All arithmetic
//! is on [`Int`] (checked, with a big-integer fallback).

mod context;
mod tableau;

use crate::basic::{div_bounds, BasicMap, Div};
use crate::int::Int;
use crate::omega::{negate_ineq, Row};
use crate::space::Space;
use context::{Context, Full, Sign};
use tableau::Tableau;

/// One piece of a parametric optimum: on `domain` (a basic set over the parameters and
/// inputs whose divs are all defined), the optimum's leading coordinates are `values` (rows
/// over the domain's columns). When there are fewer values than coordinates asked for, the
/// optimum does not exist there: the coordinate after the last value is unbounded (towards
/// `-inf` for a minimum) once the earlier ones are at their optimum.
#[derive(Clone, Debug)]
pub(crate) struct Leaf {
    pub(crate) domain: BasicMap,
    pub(crate) values: Vec<Row>,
}

/// The solver spent its step budget (a safety net; callers fall back to another method).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GaveUp;

/// Pivots, cuts and splits allowed to one problem.
const MAX_STEPS: usize = 50_000;

enum Stop {
    Full,
    GaveUp,
}

impl From<Full> for Stop {
    fn from(_: Full) -> Stop {
        Stop::Full
    }
}

/// Where a column of the input basic map goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// A column of the context: the constant, a parameter or input, a div of them.
    Ctx(usize),
    /// A variable of the main tableau.
    Var(usize),
}

/// A constraint of `b` split into its coefficients on the tableau's variables and its row
/// over the context ([`Setup::split`]).
type SplitRow = (Vec<Int>, Vec<Int>);

/// The result of [`lexmin`]: the pieces where the problem has points (with the optimum) and
/// the pieces where it has none. Together they partition the initial context.
#[derive(Clone, Debug, Default)]
pub(crate) struct Solution {
    pub(crate) leaves: Vec<Leaf>,
    pub(crate) empty: Vec<BasicMap>,
}

/// The integer lexicographic minimum of the columns `lead` of `b` (output columns, in that
/// order) as a function of the parameters and input dimensions, on the parameter and input
/// values of `context` (a basic set in the domain space, parameters or the input tuple as a
/// set, whose divs are all defined). The result partitions the context into pieces with
/// optimum ([`Leaf`]) and pieces where `b` is empty; every piece's domain starts with the
/// columns of `context` (its divs first, in order). The other output columns and the divs
/// of `b` that are not functions of the parameters and inputs are minimized after `lead`
/// (their values do not matter; only their existence does).
pub(crate) fn lexmin(b: &BasicMap, lead: &[usize], context: &BasicMap) -> Result<Solution, GaveUp> {
    let setup = Setup::new(b, lead, context);
    let mut cap = context.n_div() + setup.ctx_divs.len() + 4;
    loop {
        match setup.attempt(cap) {
            Ok(solution) => return Ok(solution),
            Err(Stop::Full) => cap = 2 * cap + 4,
            Err(Stop::GaveUp) => return Err(GaveUp),
        }
    }
}

/// The problem, classified: which columns are context, which are variables.
struct Setup<'a> {
    b: &'a BasicMap,
    context: &'a BasicMap,
    space: Space,
    n_base: usize,
    n_lead: usize,
    n_var: usize,
    /// Targets of the non-div columns (constant, parameters, inputs, outputs).
    dim_target: Vec<Target>,
    /// Divs of `b` that become context divs, in an order where each definition only uses
    /// earlier ones.
    ctx_divs: Vec<usize>,
    /// Variable index of each other div.
    var_divs: Vec<(usize, usize)>,
}

impl<'a> Setup<'a> {
    fn new(b: &'a BasicMap, lead: &[usize], context: &'a BasicMap) -> Setup<'a> {
        let n_base = b.space.n_param() + b.space.n_in();
        let off = b.div_offset();
        // Context divs: defined through parameters, inputs and other context divs only.
        let mut is_ctx = vec![false; b.n_div()];
        let mut ctx_divs = Vec::new();
        loop {
            let before = ctx_divs.len();
            for (k, d) in b.divs.iter().enumerate() {
                let Some(d) = d else { continue };
                if is_ctx[k] {
                    continue;
                }
                let ok = d.num.iter().enumerate().all(|(c, v)| {
                    v.is_zero() || c <= n_base || (c >= off && c != off + k && is_ctx[c - off])
                });
                if ok {
                    is_ctx[k] = true;
                    ctx_divs.push(k);
                }
            }
            if ctx_divs.len() == before {
                break;
            }
        }
        let mut dim_target: Vec<Target> = (0..off).map(Target::Ctx).collect();
        let mut n_var = 0;
        for &c in lead {
            dim_target[c] = Target::Var(n_var);
            n_var += 1;
        }
        for (c, t) in dim_target.iter_mut().enumerate().skip(n_base + 1) {
            if !lead.contains(&c) {
                *t = Target::Var(n_var);
                n_var += 1;
            }
        }
        let mut var_divs = Vec::new();
        for k in (0..b.n_div()).filter(|&k| !is_ctx[k]) {
            var_divs.push((k, n_var));
            n_var += 1;
        }
        Setup {
            b,
            context,
            space: Space::clone(&context.space),
            n_base,
            n_lead: lead.len(),
            n_var,
            dim_target,
            ctx_divs,
            var_divs,
        }
    }

    /// One run with room for `cap` context divs.
    ///
    /// The context is loaded ([`Self::load_context`]), every column of `b` is assigned to the
    /// context or to a variable of the tableau ([`Self::targets`]), the constraints of `b` on
    /// the context alone restrict it ([`Self::split_constraints`]), the others become rows of
    /// the tableau ([`Self::add_equalities`], [`Self::add_inequalities`]), and the parametric
    /// search runs from there.
    fn attempt(&self, cap: usize) -> Result<Solution, Stop> {
        if self.context.n_div() + self.ctx_divs.len() > cap {
            return Err(Stop::Full);
        }
        let mut ctx = Context::new(self.n_base, cap);
        let mut out = Solution::default();
        self.load_context(&mut ctx)?;
        if !ctx.is_nonempty() {
            return Ok(out);
        }
        let target = self.targets(&mut ctx)?;
        let Some((eqs, ineqs)) = self.split_constraints(&target, &mut ctx, &mut out) else {
            return Ok(out);
        };
        let mut tab = Tableau::new(self.n_var, self.n_lead, ctx.width());
        if !self.add_equalities(&mut tab, &eqs, &mut ctx, &mut out)
            || !self.add_inequalities(&mut tab, &ineqs, &mut ctx, &mut out)
        {
            return Ok(out);
        }
        let mut steps = 0;
        self.search(&mut tab, &mut ctx, &mut out, &mut steps)?;
        Ok(out)
    }

    /// The initial context: the divs of `context` first and in order, then its constraints,
    /// each row padded to the context's width.
    fn load_context(&self, ctx: &mut Context) -> Result<(), Stop> {
        let w = ctx.width();
        let pad = |r: &Row| -> Row {
            let mut v = r.clone();
            v.resize(w, Int::ZERO);
            v
        };
        for d in &self.context.divs {
            let d = d.as_ref().expect("the divs of a context are defined");
            ctx.push_div(&pad(&d.num), &d.den)?;
        }
        for e in &self.context.eqs {
            ctx.add_eq(&pad(e));
        }
        for r in &self.context.ineqs {
            ctx.add_ineq(&pad(r));
        }
        Ok(())
    }

    /// Where each column of `b` goes: the dimensions as classified in [`Setup::new`], the
    /// divs that are variables to their variables, and the context divs to new divs of
    /// `ctx` (added in dependency order, each defined over the context's columns).
    fn targets(&self, ctx: &mut Context) -> Result<Vec<Target>, Stop> {
        let b = self.b;
        let off = b.div_offset();
        let mut target = self.dim_target.clone();
        target.resize(b.n_col(), Target::Ctx(0));
        for &(k, v) in &self.var_divs {
            target[off + k] = Target::Var(v);
        }
        for &k in &self.ctx_divs {
            let d = b.divs[k].as_ref().expect("a context div is defined");
            let (_, num) = self.split(&target, &d.num, ctx.width());
            target[off + k] = Target::Ctx(ctx.add_div(&num, &d.den)?);
        }
        Ok(target)
    }

    /// A row of `b` as its part over the tableau's variables and its part over the context
    /// (a row of width `w`), following `target`.
    fn split(&self, target: &[Target], row: &[Int], w: usize) -> SplitRow {
        let mut vars = vec![Int::ZERO; self.n_var];
        let mut cst = vec![Int::ZERO; w];
        for (c, v) in row.iter().enumerate().filter(|(_, v)| !v.is_zero()) {
            match target[c] {
                Target::Ctx(j) => cst[j] += v,
                Target::Var(k) => vars[k] += v,
            }
        }
        (vars, cst)
    }

    /// The equalities and the inequalities of `b` (with the defining bounds of the divs that
    /// are variables) that involve variables, split by [`Self::split`]. Those on the context
    /// alone restrict `ctx` instead, recording in `out` where they fail as pieces where `b` is
    /// empty; `None` when nothing of the context is left.
    fn split_constraints(
        &self,
        target: &[Target],
        ctx: &mut Context,
        out: &mut Solution,
    ) -> Option<(Vec<SplitRow>, Vec<SplitRow>)> {
        let b = self.b;
        let off = b.div_offset();
        let w = ctx.width();
        let mut main_eqs = Vec::new();
        let mut main_ineqs = Vec::new();
        for e in &b.eqs {
            let (vars, cst) = self.split(target, e, w);
            if vars.iter().all(|v| v.is_zero()) {
                if !self.restrict_eq(ctx, &cst, out) {
                    return None;
                }
            } else {
                main_eqs.push((vars, cst));
            }
        }
        let var_div_bounds = self.var_divs.iter().filter_map(|&(k, _)| {
            b.divs[k]
                .as_ref()
                .map(|d| div_bounds(d, off + k).into_iter())
        });
        for r in b.ineqs.iter().cloned().chain(var_div_bounds.flatten()) {
            let (vars, cst) = self.split(target, &r, w);
            if vars.iter().all(|v| v.is_zero()) {
                if !self.restrict(ctx, &cst, out) {
                    return None;
                }
            } else {
                main_ineqs.push((vars, cst));
            }
        }
        Some((main_eqs, main_ineqs))
    }

    /// Adds the equalities to the tableau, each eliminating a variable. One that no longer
    /// involves a variable after the substitutions is a condition on the context: with a big
    /// parameter term it never holds (the whole context is a piece where `b` is empty),
    /// otherwise it restricts the context. `false` when nothing is left to search.
    fn add_equalities(
        &self,
        tab: &mut Tableau,
        eqs: &[SplitRow],
        ctx: &mut Context,
        out: &mut Solution,
    ) -> bool {
        for (vars, cst) in eqs {
            let r = tab.add_row(vars, cst);
            if tab.eliminate_with_equality(r) {
                continue;
            }
            // After substitution the equality involves the context only.
            let c = tab.constant(r).to_vec();
            let big = tab.big_sign(r);
            tab.pop_row();
            if big != 0 {
                out.empty.push(ctx.domain(self.space.clone()));
                return false;
            }
            if !self.restrict_eq(ctx, &c, out) {
                return false;
            }
        }
        true
    }

    /// Adds the inequalities to the tableau. One that is constant over the variables is a
    /// condition on the context instead: with a negative big parameter term it never holds,
    /// with a positive one it always does, and otherwise it restricts the context. `false`
    /// when nothing is left to search.
    fn add_inequalities(
        &self,
        tab: &mut Tableau,
        ineqs: &[SplitRow],
        ctx: &mut Context,
        out: &mut Solution,
    ) -> bool {
        for (vars, cst) in ineqs {
            let r = tab.add_row(vars, cst);
            if !tab.is_constant_row(r) {
                continue;
            }
            let c = tab.constant(r).to_vec();
            let big = tab.big_sign(r);
            tab.pop_row();
            if big < 0 {
                out.empty.push(ctx.domain(self.space.clone()));
                return false;
            }
            if big == 0 && !self.restrict(ctx, &c, out) {
                return false;
            }
        }
        true
    }

    /// Restricts the context to `c >= 0`, recording the part where `c < 0` as a piece
    /// without points; `false` when nothing is left.
    fn restrict(&self, ctx: &mut Context, c: &[Int], out: &mut Solution) -> bool {
        let not_c = negate_ineq(c);
        if ctx.feasible(&not_c) {
            let mark = ctx.mark();
            ctx.add_ineq(&not_c);
            out.empty.push(ctx.domain(self.space.clone()));
            ctx.rollback(mark);
            if !ctx.feasible(c) {
                return false;
            }
        }
        ctx.add_ineq(c);
        true
    }

    /// Restricts the context to `c = 0` (see [`Setup::restrict`]).
    fn restrict_eq(&self, ctx: &mut Context, c: &[Int], out: &mut Solution) -> bool {
        let minus_c: Row = c.iter().map(|v| -v).collect();
        self.restrict(ctx, c, out) && self.restrict(ctx, &minus_c, out)
    }

    /// Solves `tab` on the (non-empty) context `ctx`, appending the pieces to `out`.
    fn search(
        &self,
        tab: &mut Tableau,
        ctx: &mut Context,
        out: &mut Solution,
        steps: &mut usize,
    ) -> Result<(), Stop> {
        loop {
            *steps += 1;
            if *steps > MAX_STEPS || crate::budget::out_of(1) {
                return Err(Stop::GaveUp);
            }
            // A row that is negative wherever it is not zero is pivoted; a row of mixed sign
            // splits the context.
            let mut to_pivot = None;
            let mut to_split = None;
            for r in 0..tab.n_row() {
                let sign = match tab.big_sign(r) {
                    s if s > 0 => Sign::NonNeg,
                    s if s < 0 => Sign::NonPos,
                    _ => ctx.sign(tab.constant(r)),
                };
                match sign {
                    Sign::NonNeg => {}
                    Sign::NonPos => {
                        to_pivot = Some(r);
                        break;
                    }
                    Sign::Mixed => {
                        to_split = to_split.or(Some(r));
                    }
                }
            }
            if let Some(r) = to_pivot {
                if let Some(c) = tab.entering_column(r) {
                    tab.dual_pivot(r, c);
                    continue;
                }
                // Row r can never become positive: no solution where it is negative.
                let c = tab.constant(r).to_vec();
                if tab.big_sign(r) < 0 || !ctx.feasible(&c) {
                    out.empty.push(ctx.domain(self.space.clone()));
                    return Ok(());
                }
                // Never positive, so `c >= 0` means `c = 0`; elsewhere no solution.
                let mark = ctx.mark();
                ctx.add_ineq(&negate_ineq(&c));
                out.empty.push(ctx.domain(self.space.clone()));
                ctx.rollback(mark);
                ctx.add_eq(&c);
                continue;
            }
            if let Some(r) = to_split {
                let c = tab.constant(r).to_vec();
                let mark = ctx.mark();
                ctx.add_ineq(&negate_ineq(&c));
                let mut negative = tab.clone();
                self.search(&mut negative, ctx, out, steps)?;
                ctx.rollback(mark);
                ctx.add_ineq(&c);
                continue;
            }
            if self.add_cut(tab, ctx)? {
                continue;
            }
            out.leaves.push(self.leaf(tab, ctx));
            return Ok(());
        }
    }

    /// At a rational optimum: adds the Gomory cut of the first variable (in the
    /// lexicographic order) that is not an integer for some context point; `false` when all
    /// are integers everywhere.
    fn add_cut(&self, tab: &mut Tableau, ctx: &mut Context) -> Result<bool, Stop> {
        for k in 0..self.n_var {
            let Some(r) = tab.var_row(k) else { continue };
            let d = tab.den_and_big(r).0.clone();
            let c = tab.constant(r);
            if d.is_one() || c.iter().all(|v| v.mod_floor(&d).is_zero()) {
                continue;
            }
            // x = (c(p) + ...)/d is an integer where c + d floor(-c/d) = 0 (the floors of the
            // result take their numerators from here: with the coefficients of c as they are,
            // the lexmax of `{ [i] : exists e : i = 4e and i <= N }` reads `4 floor(N/4)`).
            let mut constant = c.to_vec();
            if c[1..].iter().all(|v| v.is_zero()) {
                // A constant fraction: the cut needs no div.
                constant[0] += &(&(-&c[0]).floor_div(&d) * &d);
                tab.add_cut(r, &constant);
                return Ok(true);
            }
            // The constant term reduced modulo d keeps the div's numbers small (the cut is the
            // same: c + d floor(-c/d) only depends on c modulo d).
            constant[0] = constant[0].mod_floor(&d);
            let minus_c: Row = constant.iter().map(|v| -v).collect();
            let known_fraction = ctx.sample_shows_fraction(c, &d);
            let mark = (!known_fraction).then(|| ctx.mark());
            let q = ctx.add_div(&minus_c, &d)?;
            constant[q] += &d;
            if let Some(mark) = mark {
                // A fraction somewhere: c + d q <= -1 somewhere.
                let mut below: Row = constant.iter().map(|v| -v).collect();
                below[0] -= &Int::ONE;
                if !ctx.feasible(&below) {
                    ctx.rollback(mark);
                    continue;
                }
            }
            tab.add_cut(r, &constant);
            return Ok(true);
        }
        Ok(false)
    }

    /// The leaf of an optimal, integral tableau.
    fn leaf(&self, tab: &Tableau, ctx: &Context) -> Leaf {
        let mut domain = ctx.domain(self.space.clone());
        let n = domain.n_col();
        let mut values: Vec<Row> = Vec::with_capacity(self.n_lead);
        for k in 0..self.n_lead {
            let Some(r) = tab.var_row(k) else { break };
            let (d, m) = tab.den_and_big(r);
            if m != d {
                // x_k = x'_k - M with x'_k = (c + m M)/d: unbounded unless m = d.
                break;
            }
            let c = &tab.constant(r)[..n];
            let mut v: Row = if d.is_one() {
                c.to_vec()
            } else if c.iter().all(|x| x.mod_floor(d).is_zero()) {
                c.iter().map(|x| x.div_exact(d)).collect()
            } else {
                // An integer on the context, but only through its constraints: floor(c/d).
                let mut num = c.to_vec();
                num.resize(domain.n_col(), Int::ZERO);
                let col = domain
                    .add_div(Some(Div {
                        num,
                        den: d.clone(),
                    }))
                    .expect("a well-formed div");
                let mut unit = vec![Int::ZERO; col + 1];
                unit[col] = Int::ONE;
                unit
            };
            v.resize(domain.n_col(), Int::ZERO);
            values.push(v);
        }
        for v in &mut values {
            v.resize(domain.n_col(), Int::ZERO);
        }
        Leaf { domain, values }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;

    /// The leaves of the lexicographic minimum of the single disjunct of `text`.
    fn leaves(text: &str) -> Vec<Leaf> {
        let m: Map = text.parse().unwrap();
        assert_eq!(m.basics().len(), 1, "one disjunct");
        let b = &m.basics()[0];
        let first = 1 + b.space.n_param() + b.space.n_in();
        let lead: Vec<usize> = (first..b.div_offset()).collect();
        let context = BasicMap::universe(m.optimum_domain_space());
        let s = lexmin(b, &lead, &context).unwrap();
        // The pieces partition the parameter space.
        check_partition(&s);
        s.leaves
    }

    /// Leaves and empty pieces are pairwise disjoint and cover the universe.
    fn check_partition(s: &Solution) {
        let doms: Vec<Map> = s
            .leaves
            .iter()
            .map(|l| &l.domain)
            .chain(&s.empty)
            .map(|d| Map::from_basic(d.clone()))
            .collect();
        for (i, a) in doms.iter().enumerate() {
            for b in &doms[i + 1..] {
                assert!(a.intersect(b).unwrap().is_empty(), "overlap: {a} and {b}");
            }
        }
        let space = doms.first().map(|d| d.space().clone());
        if let Some(space) = space {
            let mut all = Map::empty(space.clone());
            for d in &doms {
                all = all.union(d).unwrap();
            }
            assert!(Map::universe(space).is_subset(&all).unwrap(), "not covered");
        }
    }

    fn value(row: &[Int], point: &[Int]) -> Int {
        let mut v = row[0].clone();
        for (a, x) in row[1..].iter().zip(point) {
            v += &(a * x);
        }
        v
    }

    /// The leaves' answer at the parameter point `p`: `None` outside every domain,
    /// `Some(values)` (fewer than the outputs where unbounded) inside one.
    fn answer(leaves: &[Leaf], p: &[i64]) -> Option<Vec<i64>> {
        let p: Vec<Int> = p.iter().map(|&v| Int::from(v)).collect();
        let mut found = None;
        for l in leaves {
            if !l.domain.contains_point(&p).unwrap() {
                continue;
            }
            assert!(found.is_none(), "overlapping leaves at {p:?}");
            // The divs in order (each uses earlier columns only).
            let mut point = p.clone();
            for d in l.domain.divs() {
                let d = d.as_ref().unwrap();
                point.push(value(&d.num, &point).floor_div(&d.den));
            }
            let vals = l.values.iter().map(|v| value(v, &point));
            found = Some(vals.map(|v| v.to_i64().unwrap()).collect());
        }
        found
    }

    /// The minimum by enumeration of the outputs in `[-b, b]^n` (`None` when the box holds no
    /// point of the set).
    fn brute_force(text: &str, p: &[i64], n_out: usize, b: i64) -> Option<Vec<i64>> {
        let m: Map = text.parse().unwrap();
        let mut point = vec![-b; n_out];
        loop {
            let full: Vec<Int> = p.iter().chain(&point).map(|&v| Int::from(v)).collect();
            if m.contains_point(&full).unwrap() {
                return Some(point);
            }
            // Next point in lexicographic order.
            let mut k = n_out;
            loop {
                if k == 0 {
                    return None;
                }
                k -= 1;
                if point[k] < b {
                    point[k] += 1;
                    point[k + 1..].iter_mut().for_each(|v| *v = -b);
                    break;
                }
            }
        }
    }

    /// Compares the leaves with enumeration for every parameter value in `range` (one
    /// parameter or input), on a bounded set.
    fn check(text: &str, range: std::ops::RangeInclusive<i64>, n_out: usize) {
        let ls = leaves(text);
        for p in range {
            assert_eq!(
                answer(&ls, &[p]),
                brute_force(text, &[p], n_out, 40),
                "{text} at {p}"
            );
        }
    }

    /// The running example of the module documentation: two pieces, `0` for `N <= -1` and
    /// `ceil(N/2)` (through the div `floor(-N/2)` of a cut) for `N >= 0`.
    #[test]
    fn running_example() {
        let text = "[N] -> { [i] : 2i >= N and i >= 0 }";
        let ls = leaves(text);
        assert_eq!(ls.len(), 2);
        assert_eq!(ls.iter().map(|l| l.domain.n_div()).sum::<usize>(), 1);
        check(text, -7..=30, 1);
    }

    #[test]
    fn splits_without_cuts() {
        check("[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }", -3..=6, 2);
        check(
            "[N] -> { [t, i] : 0 <= t < 10 and 1 <= i < N - 1 and t + i >= 8 }",
            -2..=14,
            2,
        );
    }

    #[test]
    fn strides_and_floors() {
        check(
            "[N] -> { [i] : exists (e : i = 4e) and 3 <= i <= N }",
            -3..=20,
            1,
        );
        check(
            "[N] -> { [i] : exists (e : i = 4e) and 3 - N <= -i <= 0 }",
            -3..=20,
            1,
        );
        check(
            "[N] -> { [i, j] : 3i + 5j = N and i >= 0 and j >= 0 }",
            -2..=30,
            2,
        );
        check(
            "[N] -> { [i, j] : exists (e : 2i + 3j = 6e + 1) and N <= i + j <= N + 4 and \
             0 <= i <= 9 and 0 <= j <= 9 }",
            -6..=20,
            2,
        );
    }

    /// Input dimensions are parameters of the simplex.
    #[test]
    fn map_inputs() {
        check("{ [i] -> [j] : 3j >= i and 0 <= j <= 10 }", -5..=35, 1);
        check(
            "{ [i] -> [j, k] : j + k = i and 0 <= j <= k <= 8 }",
            -2..=18,
            2,
        );
    }

    /// Where the set is empty there is no leaf; a stride on the parameter alone is a div of
    /// the context.
    #[test]
    fn empty_and_strided_domains() {
        // Rationally non-empty, but 3i = N + 1 or N + 2 with N a multiple of 3.
        assert!(
            leaves("[N] -> { [i] : 3i >= N + 1 and 3i <= N + 2 and exists (e : N = 3e) }")
                .is_empty()
        );
        check("[N] -> { [i] : 0 <= i <= N }", -4..=4, 1);
        check(
            "[N] -> { [i] : exists (e : N = 3e) and N <= i <= N + 5 }",
            -7..=7,
            1,
        );
        check(
            "[N] -> { [i] : exists (e : N <= 2e <= N + 1 and 2e <= 6 and e <= i) and i <= 6 }",
            -9..=9,
            1,
        );
    }

    /// Three equalities, the second pivoted on a unit coefficient (`i = 7 - 2e`, with `e`
    /// negated): the third must still pivot on a column that keeps the order (a version that
    /// took the last variable there answered `[3, 0, 2]`).
    #[test]
    fn equalities_keep_the_lexicographic_order() {
        let ls = leaves(
            "[N] -> { T[i, j, k] : floor((0)/2) = -i - j + k + 1 and 0 <= i <= 3 and \
             0 <= j <= 2 and 2 <= k <= 2 and exists (e : -i + 8 = 2e + 1) }",
        );
        assert_eq!(answer(&ls, &[0]), Some(vec![1, 2, 2]));
    }

    /// An unbounded level ends the values: `i = N`, and `j` descends forever.
    #[test]
    fn unbounded_levels() {
        let ls = leaves("[N] -> { [i, j] : i >= N and j <= i }");
        assert_eq!(ls.len(), 1);
        for n in -3..=3 {
            assert_eq!(answer(&ls, &[n]), Some(vec![n]));
        }
        let ls = leaves("[N] -> { [i] : i <= N }");
        assert_eq!(answer(&ls, &[0]), Some(vec![]));
    }
}
