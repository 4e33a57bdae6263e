//! Symbolic integer values: how the nest computes addresses and bounds.

/// An integer or address value of the nest, built from constants, loop counters, the
/// addresses of variables and the values of loads (which the runtime predicts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sym {
    /// A constant.
    Int(i64),
    /// The counter of a loop, by its index in [`crate::Nest::loops`].
    Counter(usize),
    /// The address of a variable, by its index in [`crate::Nest::vars`].
    Address(usize),
    /// The value a load reads, by its index in [`crate::Nest::loads`].
    Load(usize),
    /// `a + b`
    Add(Box<Sym>, Box<Sym>),
    /// `a - b`
    Sub(Box<Sym>, Box<Sym>),
    /// `a * b`
    Mul(Box<Sym>, Box<Sym>),
    /// `-a`
    Neg(Box<Sym>),
}

impl Sym {
    /// `a + b`, folding constants.
    pub fn sum(a: Sym, b: Sym) -> Sym {
        match (a, b) {
            (Sym::Int(0), b) => b,
            (a, Sym::Int(0)) => a,
            (Sym::Int(x), Sym::Int(y)) if x.checked_add(y).is_some() => Sym::Int(x + y),
            (a, b) => Sym::Add(Box::new(a), Box::new(b)),
        }
    }

    /// `a * b`, folding constants.
    pub fn product(a: Sym, b: Sym) -> Sym {
        match (a, b) {
            (Sym::Int(1), b) => b,
            (a, Sym::Int(1)) => a,
            (Sym::Int(x), Sym::Int(y)) if x.checked_mul(y).is_some() => Sym::Int(x * y),
            (a, b) => Sym::Mul(Box::new(a), Box::new(b)),
        }
    }

    /// Calls `f` on every load this value reads directly (not those inside the loads'
    /// addresses).
    pub fn for_each_load(&self, f: &mut dyn FnMut(usize)) {
        match self {
            Sym::Load(l) => f(*l),
            Sym::Add(a, b) | Sym::Sub(a, b) | Sym::Mul(a, b) => {
                a.for_each_load(f);
                b.for_each_load(f);
            }
            Sym::Neg(a) => a.for_each_load(f),
            Sym::Int(_) | Sym::Counter(_) | Sym::Address(_) => {}
        }
    }

    /// True when the value uses the counter of loop `l`.
    pub fn uses_counter(&self, l: usize) -> bool {
        match self {
            Sym::Counter(c) => *c == l,
            Sym::Add(a, b) | Sym::Sub(a, b) | Sym::Mul(a, b) => {
                a.uses_counter(l) || b.uses_counter(l)
            }
            Sym::Neg(a) => a.uses_counter(l),
            Sym::Int(_) | Sym::Address(_) | Sym::Load(_) => false,
        }
    }
}
