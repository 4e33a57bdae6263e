//! Linear interpolation of a feed from its profile, exactly and online.
//!
//! A feed read under loops `l_1..l_k` is predicted as `c_0 + Σ c_j · l_j`. Each sample
//! (the counters, the value read) is one linear equation in the `k + 1` unknowns. The fitter
//! keeps the samples whose counter vectors are affinely independent (at most `k + 1`),
//! solves them exactly over the rationals, setting the coefficients of directions no sample
//! varies to 0, and checks every later sample against the solution: a sample that does not
//! fit and adds no new direction makes the feed non-linear. Coefficients must be integers:
//! a feed that grows by half an element per iteration is not an address the nest can
//! predict.

/// The online fitter of one feed.
#[derive(Clone, Debug, Default)]
pub struct Fitter {
    /// Independent samples: `(1, counters...)` rows and their values.
    basis: Vec<(Vec<i128>, i128)>,
    /// The rows of `basis` reduced to echelon form, to test independence.
    echelon: Vec<Vec<i128>>,
    /// The current solution: constant then one coefficient per counter.
    solution: Option<Vec<i64>>,
    /// A sample contradicted every affine function.
    nonlinear: bool,
    /// Samples seen.
    pub samples: u64,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Fitter {
    /// Records the value `value` read with the counters `counters`.
    pub fn record(&mut self, counters: &[i64], value: i64) {
        self.samples += 1;
        if self.nonlinear {
            return;
        }
        if let Some(sol) = &self.solution {
            if sol.len() == counters.len() + 1 {
                let fitted = counters
                    .iter()
                    .zip(&sol[1..])
                    .fold(i128::from(sol[0]), |s, (c, k)| {
                        s + i128::from(*c) * i128::from(*k)
                    });
                if fitted == i128::from(value) {
                    return;
                }
            }
        }
        let row: Vec<i128> = std::iter::once(1)
            .chain(counters.iter().map(|&c| i128::from(c)))
            .collect();
        if self.add_direction(&row) {
            self.basis.push((row, i128::from(value)));
            self.solution = solve(&self.basis);
            if self.solution.is_none() {
                self.nonlinear = true;
            }
        } else {
            self.nonlinear = true;
        }
    }

    /// Adds `row` to the echelon form when it is independent of it.
    fn add_direction(&mut self, row: &[i128]) -> bool {
        let mut r = row.to_vec();
        for e in &self.echelon {
            let p = e
                .iter()
                .position(|&x| x != 0)
                .expect("echelon rows are nonzero");
            if r[p] != 0 {
                let (a, b) = (e[p], r[p]);
                for (x, y) in r.iter_mut().zip(e) {
                    *x = *x * a - *y * b;
                }
                let g = r.iter().fold(0, |g, &x| gcd(g, x));
                if g > 1 {
                    r.iter_mut().for_each(|x| *x /= g);
                }
            }
        }
        if r.iter().all(|&x| x == 0) {
            return false;
        }
        self.echelon.push(r);
        self.echelon
            .sort_by_key(|e| e.iter().position(|&x| x != 0).unwrap_or(usize::MAX));
        true
    }

    /// The fitted function (constant, then one coefficient per counter), unless the
    /// samples are not affine or there were none.
    pub fn solution(&self) -> Option<&[i64]> {
        if self.nonlinear {
            None
        } else {
            self.solution.as_deref()
        }
    }

    /// True when some sample fits no affine function.
    pub fn is_nonlinear(&self) -> bool {
        self.nonlinear
    }
}

/// Solves `rows · x = values` exactly, free unknowns 0; `None` unless every unknown is an
/// integer that fits an `i64`.
fn solve(basis: &[(Vec<i128>, i128)]) -> Option<Vec<i64>> {
    let n = basis.first()?.0.len();
    // Augmented rows, fraction-free elimination.
    let mut m: Vec<Vec<i128>> = basis
        .iter()
        .map(|(r, v)| r.iter().copied().chain([*v]).collect())
        .collect();
    let mut pivots = Vec::new();
    let mut row = 0;
    for col in 0..n {
        let Some(p) = (row..m.len()).find(|&r| m[r][col] != 0) else {
            continue;
        };
        m.swap(row, p);
        for r in 0..m.len() {
            if r != row && m[r][col] != 0 {
                let (a, b) = (m[row][col], m[r][col]);
                let pivot_row = m[row].clone();
                for (x, y) in m[r].iter_mut().zip(&pivot_row) {
                    *x = x.checked_mul(a)?.checked_sub(y.checked_mul(b)?)?;
                }
                let g = m[r].iter().fold(0, |g, &x| gcd(g, x));
                if g > 1 {
                    m[r].iter_mut().for_each(|x| *x /= g);
                }
            }
        }
        pivots.push((row, col));
        row += 1;
    }
    let mut x = vec![0i64; n];
    for (r, c) in pivots {
        let (num, den) = (m[r][n], m[r][c]);
        if num % den != 0 {
            return None;
        }
        x[c] = i64::try_from(num / den).ok()?;
    }
    // Rows without a pivot must read 0 = 0.
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::Fitter;

    #[test]
    fn fits_and_refutes() {
        let mut f = Fitter::default();
        for i in 0..3 {
            for j in 0..4 {
                f.record(&[i, j], 1000 + 800 * i + 8 * j);
            }
        }
        assert_eq!(f.solution(), Some(&[1000, 800, 8][..]));
        f.record(&[5, 0], 1);
        assert!(f.is_nonlinear());
        let mut g = Fitter::default();
        g.record(&[0], 0);
        g.record(&[2], 1);
        assert!(g.solution().is_none(), "half an element per iteration");
        let mut h = Fitter::default();
        h.record(&[7, 3], 42);
        assert_eq!(
            h.solution(),
            Some(&[42, 0, 0][..]),
            "unseen directions are 0"
        );
    }
}
