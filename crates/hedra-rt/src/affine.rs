//! Affine functions of a nest's loop counters, with exact integer coefficients.

/// `constant + Σ coeffs[l] · counter_l`, over every loop of a nest (a loop that does not
/// enclose the value has coefficient 0).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Aff {
    /// The constant term.
    pub constant: i64,
    /// One coefficient per loop of the nest.
    pub coeffs: Vec<i64>,
}

impl Aff {
    /// The constant `c`.
    pub fn constant(c: i64, loops: usize) -> Aff {
        Aff {
            constant: c,
            coeffs: vec![0; loops],
        }
    }

    /// The counter of loop `l`.
    pub fn counter(l: usize, loops: usize) -> Aff {
        let mut a = Aff::constant(0, loops);
        a.coeffs[l] = 1;
        a
    }

    /// True when no counter appears.
    pub fn is_constant(&self) -> bool {
        self.coeffs.iter().all(|&c| c == 0)
    }

    /// `self + k · other`, or `None` on overflow.
    pub fn add_scaled(&self, other: &Aff, k: i64) -> Option<Aff> {
        let constant = self.constant.checked_add(other.constant.checked_mul(k)?)?;
        let coeffs = self
            .coeffs
            .iter()
            .zip(&other.coeffs)
            .map(|(a, b)| a.checked_add(b.checked_mul(k)?))
            .collect::<Option<Vec<i64>>>()?;
        Some(Aff { constant, coeffs })
    }

    /// `k · self`, or `None` on overflow.
    pub fn scaled(&self, k: i64) -> Option<Aff> {
        Aff::constant(0, self.coeffs.len()).add_scaled(self, k)
    }

    /// The value at `counters` (one per loop), or `None` on overflow.
    pub fn at(&self, counters: &[i64]) -> Option<i64> {
        let mut v = i128::from(self.constant);
        for (c, x) in self.coeffs.iter().zip(counters) {
            if *c != 0 {
                v += i128::from(*c) * i128::from(*x);
            }
        }
        i64::try_from(v).ok()
    }

    /// True when the value uses the counter of loop `l`.
    pub fn uses(&self, l: usize) -> bool {
        self.coeffs.get(l).is_some_and(|&c| c != 0)
    }

    /// The function as C text, with loop `l`'s counter named `names[l]`.
    pub fn to_c(&self, names: &[String]) -> String {
        let mut terms: Vec<(bool, String)> = Vec::new();
        for (l, &c) in self.coeffs.iter().enumerate() {
            match c.unsigned_abs() {
                0 => {}
                1 => terms.push((c < 0, names[l].clone())),
                m => terms.push((c < 0, format!("{m} * {}", names[l]))),
            }
        }
        if self.constant != 0 || terms.is_empty() {
            terms.push((self.constant < 0, self.constant.unsigned_abs().to_string()));
        }
        let mut s = String::new();
        for (k, (neg, t)) in terms.iter().enumerate() {
            match (k, neg) {
                (0, true) => s.push_str(&format!("-{t}")),
                (0, false) => s.push_str(t),
                (_, true) => s.push_str(&format!(" - {t}")),
                (_, false) => s.push_str(&format!(" + {t}")),
            }
        }
        s
    }
}
