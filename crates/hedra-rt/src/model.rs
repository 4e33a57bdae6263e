//! The predicted model: every feed, address and bound of a nest as an affine function of
//! its counters.

use hedra_dcop::{Nest, Sym};

use crate::affine::Aff;
use crate::fit::Fitter;

/// The nest's values under the current prediction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Model {
    /// Per load: the predicted value of a feed (`None` for data).
    pub values: Vec<Option<Aff>>,
    /// Per load: its address.
    pub loads: Vec<Aff>,
    /// Per statement: the address it writes.
    pub targets: Vec<Aff>,
    /// Per loop: its first value and its bound.
    pub bounds: Vec<(Aff, Aff)>,
}

/// Why a prediction could not be made.
#[derive(Debug)]
pub enum Unpredictable {
    /// A feed's samples fit no affine function (the text of the load).
    Nonlinear(String),
    /// A feed was never read while profiling.
    Unseen(String),
    /// An address or bound multiplies two predicted values, or overflows.
    NotAffine(String),
}

impl std::fmt::Display for Unpredictable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unpredictable::Nonlinear(t) => write!(f, "`{t}` is not linear in its loops"),
            Unpredictable::Unseen(t) => write!(f, "`{t}` was never read while profiling"),
            Unpredictable::NotAffine(t) => write!(f, "`{t}` is not affine once predicted"),
        }
    }
}

impl Model {
    /// The prediction from the fitters of the feeds (one per load; those of data loads are
    /// unused) and the addresses of the nest's variables. A feed outside every loop (in
    /// the outermost loop's bound, read before each outer iteration) and a variable of the
    /// scope (`A` in `A[i][j]`, never recorded) are read now by `read(address, load)`.
    pub fn predict(
        nest: &Nest,
        fitters: &[Fitter],
        vars: &[i64],
        read: &dyn Fn(i64, usize) -> i64,
    ) -> Result<Model, Unpredictable> {
        let n = nest.loops.len();
        let mut values: Vec<Option<Aff>> = vec![None; nest.loads.len()];
        for (l, load) in nest.loads.iter().enumerate() {
            if !load.feed {
                continue;
            }
            let text = || nest.slice(load.span).to_string();
            if load.loops.is_empty() || load.of_variable() {
                let addr = evaluate(&load.addr, &values, vars, n)
                    .filter(Aff::is_constant)
                    .ok_or_else(|| Unpredictable::NotAffine(text()))?;
                values[l] = Some(Aff::constant(read(addr.constant, l), n));
                continue;
            }
            let f = &fitters[l];
            if f.is_nonlinear() {
                return Err(Unpredictable::Nonlinear(text()));
            }
            let sol = f.solution().ok_or_else(|| Unpredictable::Unseen(text()))?;
            let mut a = Aff::constant(sol[0], n);
            for (k, &lp) in load.loops.iter().enumerate() {
                a.coeffs[lp] = sol[k + 1];
            }
            values[l] = Some(a);
        }
        let eval = |s: &Sym, what: &str| {
            evaluate(s, &values, vars, n).ok_or_else(|| Unpredictable::NotAffine(what.to_string()))
        };
        let loads = nest
            .loads
            .iter()
            .map(|l| eval(&l.addr, nest.slice(l.span)))
            .collect::<Result<Vec<_>, _>>()?;
        let targets = nest
            .stmts
            .iter()
            .map(|s| eval(&s.target, nest.slice(s.target_span)))
            .collect::<Result<Vec<_>, _>>()?;
        let bounds = nest
            .loops
            .iter()
            .map(|l| {
                Ok((
                    eval(&l.init, nest.slice(l.init_span))?,
                    eval(&l.bound, nest.slice(l.cond_span))?,
                ))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Model {
            values,
            loads,
            targets,
            bounds,
        })
    }
}

/// A symbolic value under the prediction `values` of the feeds, with the variables at
/// `vars`: affine, or `None`.
fn evaluate(s: &Sym, values: &[Option<Aff>], vars: &[i64], n: usize) -> Option<Aff> {
    Some(match s {
        Sym::Int(c) => Aff::constant(*c, n),
        Sym::Counter(l) => Aff::counter(*l, n),
        Sym::Address(v) => Aff::constant(*vars.get(*v)?, n),
        Sym::Load(l) => values.get(*l)?.clone()?,
        Sym::Add(a, b) => {
            evaluate(a, values, vars, n)?.add_scaled(&evaluate(b, values, vars, n)?, 1)?
        }
        Sym::Sub(a, b) => {
            evaluate(a, values, vars, n)?.add_scaled(&evaluate(b, values, vars, n)?, -1)?
        }
        Sym::Neg(a) => evaluate(a, values, vars, n)?.scaled(-1)?,
        Sym::Mul(a, b) => {
            let (x, y) = (evaluate(a, values, vars, n)?, evaluate(b, values, vars, n)?);
            if x.is_constant() {
                y.scaled(x.constant)?
            } else if y.is_constant() {
                x.scaled(y.constant)?
            } else {
                return None;
            }
        }
    })
}
