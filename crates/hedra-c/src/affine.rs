//! Quasi-affine expressions: integer linear combinations of names (iterators, parameters) and
//! *atoms* (`min(..)`, `max(..)`, `floor(../c)`, `ceil(../c)`, `(..) mod c`). The relations of
//! the model are built from them with hedra-presburger's typed builder (see
//! [`crate::lowering`]); an atom's key is its text in isl notation, which orders the terms
//! and identifies equal atoms.

use std::collections::{BTreeMap, BTreeSet};

/// `constant + sum coeff * key`, where a key is a name or the key text of an atom.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Aff {
    /// Non-zero coefficients by key.
    pub terms: BTreeMap<String, i64>,
    /// The constant term.
    pub constant: i64,
    /// The names that occur inside atoms (with unknown sign of dependence).
    pub atom_vars: BTreeSet<String>,
    /// The keys that are atoms rather than names, with the atoms.
    pub atoms: BTreeMap<String, Atom>,
}

/// A quasi-affine function of affine expressions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    /// `floor(a / d)`, `d > 0`.
    Floor(Box<Aff>, i64),
    /// `ceil(a / d)`, `d > 0`.
    Ceil(Box<Aff>, i64),
    /// `a mod d` (in `0..d`), `d > 0`.
    Mod(Box<Aff>, i64),
    /// The smallest of at least two values.
    Min(Vec<Aff>),
    /// The largest of at least two values.
    Max(Vec<Aff>),
}

impl Atom {
    /// The key of the atom: its text in isl notation, e.g. `floor((i + 1)/2)`.
    pub fn key(&self) -> String {
        let list = |v: &[Aff]| v.iter().map(Aff::text).collect::<Vec<_>>().join(", ");
        match self {
            Atom::Floor(a, d) => format!("floor(({})/{d})", a.text()),
            Atom::Ceil(a, d) => format!("ceil(({})/{d})", a.text()),
            Atom::Mod(a, d) => format!("({}) mod {d}", a.text()),
            Atom::Min(v) => format!("min({})", list(v)),
            Atom::Max(v) => format!("max({})", list(v)),
        }
    }
}

/// Arithmetic overflow while folding constants.
#[derive(Debug)]
pub struct Overflow;

impl Aff {
    /// The constant `c`.
    pub fn constant(c: i64) -> Aff {
        Aff {
            constant: c,
            ..Aff::default()
        }
    }

    /// The name `n`.
    pub fn name(n: &str) -> Aff {
        let mut a = Aff::default();
        a.terms.insert(n.to_string(), 1);
        a
    }

    /// The atom `atom`, depending on the names in `vars`.
    pub fn atom(atom: Atom, vars: BTreeSet<String>) -> Aff {
        let key = atom.key();
        let mut a = Aff::name(&key);
        a.atoms.insert(key, atom);
        a.atom_vars = vars;
        a
    }

    /// The value if the expression is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    /// The coefficient of the name `n` outside atoms.
    pub fn coeff(&self, n: &str) -> i64 {
        self.terms.get(n).copied().unwrap_or(0)
    }

    /// Every name the expression depends on (directly or inside atoms).
    pub fn vars(&self) -> BTreeSet<String> {
        let mut v: BTreeSet<String> = self
            .terms
            .keys()
            .filter(|k| !self.atoms.contains_key(*k))
            .cloned()
            .collect();
        v.extend(self.atom_vars.iter().cloned());
        v
    }

    /// `self + k * other`.
    pub fn add_scaled(&self, other: &Aff, k: i64) -> Result<Aff, Overflow> {
        let mut r = self.clone();
        for (key, c) in &other.terms {
            let v = c.checked_mul(k).ok_or(Overflow)?;
            let e = r.terms.entry(key.clone()).or_insert(0);
            *e = e.checked_add(v).ok_or(Overflow)?;
            if *e == 0 {
                r.terms.remove(key);
            }
        }
        r.constant = other
            .constant
            .checked_mul(k)
            .and_then(|v| v.checked_add(r.constant))
            .ok_or(Overflow)?;
        r.atoms
            .extend(other.atoms.iter().map(|(k, a)| (k.clone(), a.clone())));
        r.atom_vars.extend(other.atom_vars.iter().cloned());
        Ok(r)
    }

    /// `k * self`.
    pub fn scale(&self, k: i64) -> Result<Aff, Overflow> {
        Aff::default().add_scaled(self, k)
    }

    /// The text in isl notation, e.g. `2*i - j + (min(N, M)) - 1` (the keys of atoms).
    pub fn text(&self) -> String {
        let terms: Vec<(i64, String)> = self
            .terms
            .iter()
            .map(|(key, c)| {
                let name = if self.atoms.contains_key(key) {
                    format!("({key})")
                } else {
                    key.clone()
                };
                (*c, name)
            })
            .collect();
        hedra_ir::scop::affine_text(&terms, self.constant)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_and_text() {
        let i = Aff::name("i");
        let n = Aff::name("N");
        let e = n
            .add_scaled(&i, -2)
            .unwrap()
            .add_scaled(&Aff::constant(1), -1)
            .unwrap();
        assert_eq!(e.text(), "N - 2*i - 1");
        assert_eq!(e.coeff("i"), -2);
        let z = e.add_scaled(&e, -1).unwrap();
        assert_eq!(z.as_constant(), Some(0));
        let m = Aff::atom(
            Atom::Min(vec![i.clone(), n.clone()]),
            ["i".into(), "N".into()].into(),
        );
        assert_eq!(m.scale(3).unwrap().text(), "3*(min(i, N))");
        let f = Aff::atom(Atom::Floor(Box::new(e.clone()), 2), e.vars());
        assert_eq!(f.text(), "(floor((N - 2*i - 1)/2))");
        let r = Aff::atom(Atom::Mod(Box::new(i.clone()), 3), i.vars());
        assert_eq!(r.text(), "((i) mod 3)");
        assert!(m.vars().contains("i"));
    }
}
