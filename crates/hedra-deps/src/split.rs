//! Statement splitting (Polygeist, section 6.3.4 of the thesis): a nested reduction statement
//! becomes a compute statement and a trivial reduction statement, so that the scheduler may
//! give the two parts different loop orders.
//!
//! In correlation,
//!
//! ```c
//! for (i = 0; i < M; i++)
//!   for (j = 0; j < M; j++)
//!     for (k = 0; k < N; k++)
//!       S: corr[i][j] += data[k][i] * data[k][j];
//! ```
//!
//! `S` reads two arrays along `k`, while its cell `corr[i][j]` does not move with `k`: every
//! `k` iteration depends on the previous one through the cell, and Pluto's cost keeps `k`
//! innermost. Split, the product goes through a temporary:
//!
//! ```c
//!       C: corr_part = data[k][i] * data[k][j];
//!       R: corr[i][j] += corr_part;
//! ```
//!
//! `C` depends on nothing, and only `R` carries the reduction. The driver (hedra-opt) then
//! expands the temporary along the innermost loop, `corr_part[k]`: the *partial expansion*
//! of the seed, which lets `C` and `R` run at different `k` of one `(i, j)` iteration
//! (hedra-deps' [`crate::privatize::expand_over`]). Where the new schedule keeps every value
//! of the temporary inside one iteration, it is a scalar again, private to each thread.
//!
//! **Which statements** ([`candidates`]), as in the seed: a statement
//! 1. surrounded by at least 3 loops,
//! 2. that folds an operand `e` into a cell (`A[f] += e`, `-=`, `*=`, or `A[f] = A[f] + e`,
//!    `A[f] = e + A[f]`, `A[f] = A[f] - e`, `A[f] * e`, `e * A[f]`) whose subscripts use every
//!    loop but the innermost, and not the innermost,
//! 3. whose operand does not read the cell itself (the left-hand side differs from the
//!    right-hand side) and has two or more different array access patterns.
//!
//! **Exactness.** The temporary has the cell's element type `T`, and `e` must have a type
//! that `T` holds without change: `T` itself, or an integer type while `T` is a floating
//! type (in `A[f] op e`, C converts `e` to `T` in both versions). A floating cell of type
//! `float` with a `double` operand is not split: the original rounds once, after the
//! operation in `double`, the split version would round `e` first. Cells of integer type are
//! not split. The compute statement runs immediately before the reduction statement in the
//! original order, so the split program computes exactly the original values, and every
//! transformation of it is checked against its own dependences.

use crate::Result;
use hedra_ir::expr::{AssignOp, BinaryOp, Body, Expr, UnaryOp};
use hedra_ir::{original_schedule, AccessRelation, Array, Scop, Statement};
use hedra_presburger::{Map, MultiAff, RelationBuilder, Space, Tuple};

/// One statement split into a compute and a reduction statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitStatement {
    /// The scalar temporary that passes the operand (declared in the generated code).
    pub temporary: String,
    /// The compute statement `temporary = e` (index into the split Scop's statements).
    pub compute: usize,
    /// The reduction statement `A[f] op= temporary` (the next statement).
    pub reduce: usize,
}

/// A Scop with split statements.
#[derive(Clone, Debug)]
pub struct Split {
    /// The Scop: each split statement is two, and the later statements are renumbered.
    pub scop: Scop,
    /// The split statements, in textual order.
    pub split: Vec<SplitStatement>,
}

/// The statements of `scop` that statement splitting applies to (see the
/// [module documentation](self)).
pub fn candidates(scop: &Scop) -> Vec<usize> {
    (0..scop.statements.len())
        .filter(|&k| operand(scop, &scop.statements[k]).is_some())
        .collect()
}

/// `scop` with each statement of `which` that is a candidate split in two (the others are
/// kept as they are).
pub fn split(scop: &Scop, which: &[usize]) -> Result<Split> {
    let mut which: Vec<usize> = which
        .iter()
        .copied()
        .filter(|&k| k < scop.statements.len())
        .collect();
    which.sort_unstable();
    which.dedup();
    let mut out = scop.clone();
    let mut done: Vec<SplitStatement> = Vec::new();
    // From the last: splitting a statement renumbers only those after it.
    for &s in which.iter().rev() {
        let Some(e) = operand(&out, &out.statements[s]).cloned() else {
            continue;
        };
        let temporary = split_one(&mut out, s, &e)?;
        for d in done.iter_mut() {
            d.compute += 1;
            d.reduce += 1;
        }
        done.insert(
            0,
            SplitStatement {
                temporary,
                compute: s,
                reduce: s + 1,
            },
        );
    }
    out.validate()?;
    Ok(Split {
        scop: out,
        split: done,
    })
}

/// The operand `e` of a statement that splitting applies to.
fn operand<'a>(scop: &Scop, st: &'a Statement) -> Option<&'a Expr> {
    let d = st.iterators.len();
    if d < 3 {
        return None;
    }
    let Expr::Access {
        array, subscripts, ..
    } = &st.body.lhs
    else {
        return None;
    };
    let e = folded_operand(&st.body)?;
    let used = cell_iterators(st)?;
    if used[d - 1] || !used[..d - 1].iter().all(|&u| u) {
        return None;
    }
    let mut reads_cell = false;
    let mut patterns: Vec<(&str, &[Expr])> = Vec::new();
    e.for_each_access(&mut |x| {
        if let Expr::Access {
            array: a,
            subscripts: s,
            ..
        } = x
        {
            reads_cell |= a == array && s == subscripts;
            if !s.is_empty() && !patterns.contains(&(a.as_str(), s.as_slice())) {
                patterns.push((a.as_str(), s.as_slice()));
            }
        }
    });
    if reads_cell || patterns.len() < 2 {
        return None;
    }
    let cell = scop.array(array)?;
    let cell_type = cell.element_type.as_deref()?;
    if cell.integer.is_some() {
        return None;
    }
    match value_type(scop, e)? {
        Value::Integer => Some(e),
        Value::Floating(t) if t == cell_type => Some(e),
        Value::Floating(_) => None,
    }
}

/// The operand that a body folds into its left-hand side's cell, when the body is one of
/// the reduction shapes of the [module documentation](self).
fn folded_operand(body: &Body) -> Option<&Expr> {
    match body.op {
        AssignOp::Add | AssignOp::Sub | AssignOp::Mul => Some(&body.rhs),
        AssignOp::Div => None,
        AssignOp::Assign => match &body.rhs {
            Expr::Binary(op @ (BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul), a, b) => {
                if same_cell(a, &body.lhs) {
                    Some(b)
                } else if *op != BinaryOp::Sub && same_cell(b, &body.lhs) {
                    Some(a)
                } else {
                    None
                }
            }
            _ => None,
        },
    }
}

/// True when `a` and `b` access the same array with the same subscripts.
fn same_cell(a: &Expr, b: &Expr) -> bool {
    match (a, b) {
        (
            Expr::Access {
                array: x,
                subscripts: s,
                ..
            },
            Expr::Access {
                array: y,
                subscripts: t,
                ..
            },
        ) => x == y && s == t,
        _ => false,
    }
}

/// For each iterator of `st`, whether the cell its body writes moves with it: a non-zero
/// coefficient in the affine function of the write's access relation.
fn cell_iterators(st: &Statement) -> Option<Vec<bool>> {
    let Expr::Access { reference, .. } = &st.body.lhs else {
        return None;
    };
    let write = st
        .accesses
        .iter()
        .find(|a| a.reference == *reference && a.kind == hedra_ir::AccessKind::Write)?;
    let f = MultiAff::from_map(&write.relation).ok()?;
    let np = write.relation.space().n_param();
    Some(
        (0..st.iterators.len())
            .map(|k| f.exprs().iter().any(|row| !row[1 + np + k].is_zero()))
            .collect(),
    )
}

/// The type of a value, as far as splitting needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    /// Some integer type.
    Integer,
    /// The floating type of this name (as written: `double`, `DATA_TYPE`).
    Floating(String),
}

/// The type of `e` under C's usual arithmetic conversions, when the operands leave no
/// doubt: every floating operand of one type `T` (array elements declared `T`, casts to
/// `T`, literals of `T`) gives `T`; integer operands alone give an integer. `None` for
/// calls, for two different floating types, and for elements of unknown type.
fn value_type(scop: &Scop, e: &Expr) -> Option<Value> {
    let join = |a: Value, b: Value| -> Option<Value> {
        match (a, b) {
            (Value::Integer, v) | (v, Value::Integer) => Some(v),
            (Value::Floating(x), Value::Floating(y)) => (x == y).then_some(Value::Floating(x)),
        }
    };
    match e {
        Expr::Int(_) | Expr::Iterator(_) | Expr::Param(_) => Some(Value::Integer),
        Expr::Float(text) => {
            let t = match text.chars().last() {
                Some('f' | 'F') => "float",
                Some('l' | 'L') => "long double",
                _ => "double",
            };
            Some(Value::Floating(t.to_string()))
        }
        Expr::Access { array, .. } => {
            let a = scop.array(array)?;
            match a.integer {
                Some(_) => Some(Value::Integer),
                None => Some(Value::Floating(a.element_type.clone()?)),
            }
        }
        Expr::Cast(t, _) => Some(Value::Floating(t.clone())),
        Expr::Call(..) => None,
        Expr::Unary(UnaryOp::Neg | UnaryOp::Plus, a) => value_type(scop, a),
        Expr::Unary(UnaryOp::Not | UnaryOp::BitNot, _) => Some(Value::Integer),
        Expr::Binary(op, a, b) => match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div => {
                join(value_type(scop, a)?, value_type(scop, b)?)
            }
            BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge
            | BinaryOp::Eq
            | BinaryOp::Ne
            | BinaryOp::And
            | BinaryOp::Or => Some(Value::Integer),
            BinaryOp::Rem
            | BinaryOp::Shl
            | BinaryOp::Shr
            | BinaryOp::BitAnd
            | BinaryOp::BitXor
            | BinaryOp::BitOr => None,
        },
        Expr::Ternary(_, a, b) => join(value_type(scop, a)?, value_type(scop, b)?),
    }
}

/// Splits statement `s` of `scop` (whose operand is `e`) into `t = e` and the statement
/// with `t` for `e`; returns the name of the temporary `t`.
fn split_one(scop: &mut Scop, s: usize, e: &Expr) -> Result<String> {
    let st = scop.statements[s].clone();
    let Expr::Access { array: cell, .. } = &st.body.lhs else {
        return Err(invalid(format!(
            "{}: the left-hand side is not an access",
            st.name
        )));
    };
    let cell_array = scop
        .array(cell)
        .cloned()
        .ok_or_else(|| invalid(format!("{}: no array {cell}", st.name)))?;
    let temporary = scop.fresh_name(&format!("{cell}_part"));
    let reference = 1 + max_reference(&st.body);
    let temp_access = Expr::Access {
        array: temporary.clone(),
        subscripts: Vec::new(),
        reference,
    };
    let compute_body = Body {
        lhs: temp_access.clone(),
        op: AssignOp::Assign,
        rhs: e.clone(),
    };
    let mut reduce_body = st.body.clone();
    replace_operand(&mut reduce_body, &temp_access);
    let d = st.iterators.len();
    let mut compute = st.clone();
    compute.body = compute_body;
    compute.accesses = accesses_of(&st, &compute.body, &temporary, reference)?;
    let mut reduce = st.clone();
    reduce.body = reduce_body;
    reduce.accesses = accesses_of(&st, &reduce.body, &temporary, reference)?;
    reduce.beta[d] += 1;
    // Later statements of the same loop body move one place down.
    for t in scop.statements.iter_mut() {
        if t.beta.len() > d && t.beta[..d] == st.beta[..d] && t.beta[d] > st.beta[d] {
            t.beta[d] += 1;
            t.schedule = schedule_of(scop_params(&st), t)?;
        }
    }
    scop.statements[s] = compute;
    scop.statements.insert(s + 1, reduce);
    for k in s..scop.statements.len() {
        rename_statement(&mut scop.statements[k], &format!("S{k}"));
        let t = scop.statements[k].clone();
        scop.statements[k].schedule = schedule_of(scop_params(&st), &t)?;
    }
    scop.arrays.push(Array {
        name: temporary.clone(),
        element_type: cell_array.element_type.clone(),
        rank: 0,
        sizes: None,
        local: true,
        dead_after: true,
        scratch: false,
        integer: cell_array.integer,
        resolved_type: cell_array.resolved_type.clone(),
    });
    Ok(temporary)
}

/// The error for a Scop that does not hold together.
fn invalid(message: String) -> crate::Error {
    crate::Error::Ir(hedra_ir::Error::Invalid(message))
}

/// The parameters of a statement's relations.
fn scop_params(st: &Statement) -> &[String] {
    &st.domain.space().params
}

/// The largest reference id of a body.
fn max_reference(body: &Body) -> usize {
    let mut max = 0;
    for side in [&body.lhs, &body.rhs] {
        side.for_each_access(&mut |x| {
            if let Expr::Access { reference, .. } = x {
                max = max.max(*reference);
            }
        });
    }
    max
}

/// Replaces the folded operand of a reduction body by `by`.
fn replace_operand(body: &mut Body, by: &Expr) {
    if body.op != AssignOp::Assign {
        body.rhs = by.clone();
        return;
    }
    if let Expr::Binary(op, a, b) = &mut body.rhs {
        if same_cell(a, &body.lhs) {
            **b = by.clone();
        } else if *op != BinaryOp::Sub {
            **a = by.clone();
        }
    }
}

/// The access relations of `body`, a new body of statement `st` (in the canonical order):
/// those of `st` by reference id and kind, and `S[i] -> temporary[]` for `reference`.
fn accesses_of(
    st: &Statement,
    body: &Body,
    temporary: &str,
    reference: usize,
) -> Result<Vec<AccessRelation>> {
    let mut out = Vec::new();
    for (r, kind, _) in body.canonical_accesses() {
        if r == reference {
            let dom = st.domain.space();
            let space = Space::map(
                dom.params.clone(),
                dom.out_tuple.clone(),
                Tuple::with_dim_names(Some(temporary), Vec::<String>::new()),
            );
            out.push(AccessRelation {
                reference: r,
                kind,
                array: temporary.to_string(),
                relation: RelationBuilder::new(space)?.build()?,
            });
            continue;
        }
        let found = st
            .accesses
            .iter()
            .find(|a| a.reference == r && a.kind == kind)
            .ok_or_else(|| invalid(format!("{}: no access with reference {r}", st.name)))?;
        out.push(found.clone());
    }
    Ok(out)
}

/// Removes statement `k` of `scop`; the statements after it are renamed to keep the names
/// `S0, S1, ..` in order (domains, accesses and schedules).
pub(crate) fn remove_statement(scop: &mut Scop, k: usize) {
    if k >= scop.statements.len() {
        return;
    }
    scop.statements.remove(k);
    for j in k..scop.statements.len() {
        let name = format!("S{j}");
        let st = &mut scop.statements[j];
        if st.name != name {
            rename_statement(st, &name);
            st.schedule = st.schedule.renamed_tuples(Some(&name), None);
        }
    }
}

/// Renames statement `st` to `name` in its domain and access relations (its schedule is
/// rebuilt or renamed by the caller).
pub(crate) fn rename_statement(st: &mut Statement, name: &str) {
    st.name = name.to_string();
    st.domain = st.domain.renamed_tuples(None, Some(name));
    for a in st.accesses.iter_mut() {
        a.relation = a.relation.renamed_tuples(Some(name), Some(&a.array));
    }
}

/// The 2d+1 schedule of `st` from its `beta` (loop directions as in its current schedule).
fn schedule_of(params: &[String], st: &Statement) -> Result<Map> {
    let f = MultiAff::from_map(&st.schedule)?;
    let np = st.schedule.space().n_param();
    let decreasing: Vec<bool> = (0..st.iterators.len())
        .map(|k| {
            f.exprs()
                .get(2 * k + 1)
                .is_some_and(|row| row[1 + np + k].is_negative())
        })
        .collect();
    Ok(original_schedule(
        params,
        &st.name,
        &st.iterators,
        &st.beta,
        &decreasing,
        st.schedule.space().n_out(),
    )?)
}
