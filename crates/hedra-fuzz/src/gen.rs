//! The generator of random static-control programs, deterministic from a seed.
//!
//! Well-definedness by construction:
//! - subscripts: while generating, every iterator has an interval (from its bounds and the
//!   outer intervals); a subscript whose interval could go below 0 gets its constant raised.
//!   The arrays are then declared from the exact subscript ranges found by running the
//!   control flow at the concrete sizes ([`Program::shape`]), so every access is in bounds.
//! - integer data never overflows: every read of an integer array or scalar is taken
//!   `% 1000`, an integer right-hand side has at most one product of two such leaves, a plain
//!   assignment stores `(e) % 1000` and a compound one adds `(e) % 10` (at most
//!   [`crate::ast::MAX_INSTANCES`] times); `%` of a negative value is defined in C99.
//! - no division except by non-zero floating constants; math calls are total
//!   (`sqrt(fabs(x))`, `sin`, `cos`, `fabs`, `floor`, `exp(-fabs(x))`).
//! - floating-point results are compared bit for bit: hedra must not reassociate, and gcc
//!   does not contract without FMA in the target (x86-64 baseline).

use crate::ast::*;
use crate::rng::Rng;

const PARAM_NAMES: [&str; 3] = ["N", "M", "P"];

struct Gen<'a> {
    r: &'a mut Rng,
    p: Program,
    /// Intervals of the iterators of the enclosing loops.
    env: Vec<(i64, i64)>,
    stmts: usize,
    max_stmts: usize,
    max_depth: usize,
}

/// Generates the program of `seed` with `features`. Always returns a program that
/// [`Program::to_c`] accepts (it retries with derived seeds).
pub fn generate(seed: u64, features: &Features) -> Program {
    for attempt in 0.. {
        let mut r = Rng::new(seed.wrapping_mul(0x1000_0001).wrapping_add(attempt));
        let p = try_generate(&mut r, features);
        if p.shape().is_some_and(|s| s.instances > 0) {
            return p;
        }
    }
    unreachable!()
}

fn try_generate(r: &mut Rng, features: &Features) -> Program {
    let np = r.range(1, 3) as usize;
    let params: Vec<String> = PARAM_NAMES[..np].iter().map(|s| s.to_string()).collect();
    let param_values: Vec<i64> = (0..np)
        .map(|k| match k {
            0 => r.range(3, 12),
            1 => r.range(2, 9),
            _ => r.range(1, 6),
        })
        .collect();
    let narrays = r.range(1, 5) as usize;
    let mut arrays = Vec::new();
    for k in 0..narrays {
        let ty = match r.weighted(&[6, 2, 2]) {
            0 => Ty::Double,
            1 => Ty::Int,
            _ => Ty::Long,
        };
        arrays.push(Array {
            name: ["A", "B", "C", "D", "E"][k].to_string(),
            ty,
            dims: r.weighted(&[3, 4, 2]) + 1,
            scratch: features.scratch && k > 0 && r.chance(50),
        });
    }
    let nscalars = r.weighted(&[4, 3, 2]);
    let scalars = (0..nscalars)
        .map(|k| Scalar {
            name: ["s", "t"][k].to_string(),
            ty: if r.chance(60) { Ty::Double } else { Ty::Long },
            init: r.range(0, 3),
            temp: false,
        })
        .collect();
    let max_depth = if features.deep { 6 } else { 4 };
    let mut g = Gen {
        max_stmts: r.range(1, 6) as usize,
        r,
        p: Program {
            params,
            param_values,
            arrays,
            scalars,
            body: vec![],
            features: features.clone(),
        },
        env: vec![],
        stmts: 0,
        max_depth,
    };
    let nests = g.r.range(1, 3);
    let mut body = Vec::new();
    for _ in 0..nests {
        if g.stmts >= g.max_stmts {
            break;
        }
        body.push(g.gen_loop());
    }
    g.p.body = body;
    if features.temporaries {
        g.add_temporaries();
    }
    g.p
}

impl Gen<'_> {
    /// Routes the right-hand sides of some statements inside loops through scalar
    /// temporaries: `X op= e` becomes `u = e; X op= u;` (`u` a `double`, `w` a `long`, for
    /// the statement's type). The temporaries are declared without a value and are dead
    /// after the region, so each is written before it is read in every iteration.
    fn add_temporaries(&mut self) {
        let base = self.p.scalars.len();
        for (name, ty) in [("u", Ty::Double), ("w", Ty::Long)] {
            self.p.scalars.push(Scalar {
                name: name.to_string(),
                ty,
                init: 0,
                temp: true,
            });
        }
        let mut body = std::mem::take(&mut self.p.body);
        for n in body.iter_mut() {
            self.temporaries_in(n, base, false);
        }
        self.p.body = body;
    }

    fn temporaries_in(&mut self, n: &mut Node, base: usize, in_loop: bool) {
        match n {
            Node::Loop(l) => self.temporaries_in_list(&mut l.body, base, true),
            Node::If(_, a, b) => {
                self.temporaries_in_list(a, base, in_loop);
                self.temporaries_in_list(b, base, in_loop);
            }
            Node::Stmt(_) => {}
        }
    }

    fn temporaries_in_list(&mut self, list: &mut Vec<Node>, base: usize, in_loop: bool) {
        let mut out = Vec::with_capacity(list.len());
        for mut n in std::mem::take(list) {
            self.temporaries_in(&mut n, base, in_loop);
            match n {
                Node::Stmt(st) if in_loop && self.r.chance(50) => {
                    let ty = match &st.lhs {
                        Lhs::Array(a) => self.p.arrays[a.array].ty,
                        Lhs::Scalar(k) => self.p.scalars[*k].ty,
                    };
                    let k = base + usize::from(ty.is_int());
                    out.push(Node::Stmt(Stmt {
                        lhs: Lhs::Scalar(k),
                        op: AssignOp::Set,
                        rhs: st.rhs,
                    }));
                    out.push(Node::Stmt(Stmt {
                        lhs: st.lhs,
                        op: st.op,
                        rhs: Expr::Scalar(k),
                    }));
                }
                n => out.push(n),
            }
        }
        *list = out;
    }

    fn param(&mut self) -> usize {
        self.r.below(self.p.params.len())
    }

    fn outer(&mut self) -> Option<usize> {
        if self.env.is_empty() {
            None
        } else {
            Some(self.r.below(self.env.len()))
        }
    }

    fn gen_loop(&mut self) -> Node {
        let d = self.env.len();
        let mut lb = vec![];
        let mut ub = vec![];
        let outer = self.outer();
        // Lower bound.
        match (self.r.weighted(&[5, 2, 3, 1]), outer) {
            (2, Some(o)) => lb.push(Aff::var(Var::I(o), 1, self.r.range(0, 1))),
            (3, Some(o)) => {
                lb.push(Aff::konst(0));
                lb.push(Aff::var(Var::I(o), 1, -self.r.range(1, 2)));
            }
            (1, _) => lb.push(Aff::konst(self.r.range(1, 2))),
            _ => lb.push(Aff::konst(0)),
        }
        // Upper bound (exclusive).
        let p = self.param();
        match (self.r.weighted(&[6, 3, 2, 2, 1, 1]), outer) {
            (1, Some(o)) => ub.push(Aff::var(Var::I(o), 1, self.r.range(1, 2))),
            (2, Some(o)) => ub.push(Aff::var(Var::I(o), 1, 0).plus(Var::P(p), 1)),
            (3, Some(o)) => {
                ub.push(Aff::var(Var::P(p), 1, 0));
                ub.push(Aff::var(Var::I(o), 1, self.r.range(1, 4)));
            }
            (4, _) => ub.push(Aff::konst(self.r.range(2, 7))),
            (5, _) => ub.push(Aff::var(Var::P(p), 2, -1)),
            _ => ub.push(Aff::var(Var::P(p), 1, self.r.range(-1, 1))),
        }
        // Skewed: lb = outer + c, ub = outer + param.
        if let Some(o) = outer {
            if self.r.chance(10) {
                lb = vec![Aff::var(Var::I(o), 1, self.r.range(0, 1))];
                ub = vec![Aff::var(Var::I(o), 1, 0).plus(Var::P(p), 1)];
            }
        }
        if self.p.features.big_constants && self.r.chance(30) {
            ub.push(Aff::konst(2_000_000_000 + self.r.range(0, 100_000_000)));
        }
        let down = !self.p.features.unsigned_iterators && self.r.chance(25);
        let step = if self.r.chance(10) { 2 } else { 1 };
        let le = self.r.chance(30);
        // Interval of the new iterator.
        let lo = lb
            .iter()
            .map(|a| a.interval(&self.p.param_values, &self.env).0)
            .max()
            .unwrap();
        let hi = ub
            .iter()
            .map(|a| a.interval(&self.p.param_values, &self.env).1)
            .min()
            .unwrap()
            - 1;
        self.env.push((lo.max(0), hi.max(lo).max(0)));
        let mut body = Vec::new();
        let items = self.r.range(1, 3);
        for _ in 0..items {
            if self.stmts >= self.max_stmts && !body.is_empty() {
                break;
            }
            body.push(self.gen_item(d + 1));
        }
        self.env.pop();
        Node::Loop(Loop {
            lb,
            ub,
            down,
            step,
            le,
            body,
        })
    }

    fn gen_item(&mut self, depth: usize) -> Node {
        let can_loop = depth < self.max_depth && self.stmts < self.max_stmts;
        let deeper = if self.p.features.deep { 5 } else { 4 };
        match self.r.weighted(&[if can_loop { deeper } else { 0 }, 5, 2]) {
            0 => self.gen_loop(),
            1 => Node::Stmt(self.gen_stmt()),
            _ => {
                let c = self.gen_cond();
                let t = vec![self.gen_item(depth)];
                let e = if self.r.chance(30) {
                    vec![Node::Stmt(self.gen_stmt())]
                } else {
                    vec![]
                };
                Node::If(c, t, e)
            }
        }
    }

    fn gen_cond(&mut self) -> Cond {
        let c = self.gen_atom_cond();
        match self.r.weighted(&[8, 1, 1, 1]) {
            1 => Cond::And(Box::new(c), Box::new(self.gen_atom_cond())),
            2 => Cond::Or(Box::new(c), Box::new(self.gen_atom_cond())),
            3 => Cond::Not(Box::new(c)),
            _ => c,
        }
    }

    fn gen_atom_cond(&mut self) -> Cond {
        let Some(a) = self.outer() else {
            return Cond::Ge(Aff::var(Var::P(0), 1, -2));
        };
        let b = self.outer().unwrap();
        match self.r.weighted(&[3, 2, 1, 1, 1]) {
            // i >= j + c  /  i <= j + c
            0 => {
                let sign = if self.r.chance(50) { 1 } else { -1 };
                Cond::Ge(Aff::var(Var::I(a), sign, self.r.range(-2, 2)).plus(Var::I(b), -sign))
            }
            // i + j <= N + c
            1 => {
                let p = self.param();
                Cond::Ge(
                    Aff::var(Var::P(p), 1, self.r.range(-1, 2))
                        .plus(Var::I(a), -1)
                        .plus(Var::I(b), -1),
                )
            }
            // i == c  /  i == j
            2 => {
                if a != b && self.r.chance(50) {
                    Cond::Eq(Aff::var(Var::I(a), 1, 0).plus(Var::I(b), -1))
                } else {
                    let (lo, hi) = self.env[a];
                    Cond::Eq(Aff::var(Var::I(a), 1, -self.r.range(lo, hi)))
                }
            }
            // (i + j) % k == r  (iterators are non-negative)
            3 => {
                let k = self.r.range(2, 3);
                let r = self.r.range(0, k - 1);
                Cond::Mod(Aff::var(Var::I(a), 1, 0).plus(Var::I(b), 1), k, r)
            }
            // 2 * i >= N
            _ => {
                let p = self.param();
                Cond::Ge(Aff::var(Var::I(a), 2, 0).plus(Var::P(p), -1))
            }
        }
    }

    /// A subscript for one dimension: non-negative on the current intervals.
    fn gen_sub(&mut self) -> Aff {
        let mut a = match (self.r.weighted(&[8, 2, 2, 1, 1]), self.outer()) {
            (0, Some(i)) => Aff::var(Var::I(i), 1, self.r.range(0, 2)),
            (1, Some(i)) => {
                let j = self.outer().unwrap();
                Aff::var(Var::I(i), 1, 0).plus(Var::I(j), 1)
            }
            (2, Some(i)) => {
                let p = self.param();
                Aff::var(Var::P(p), 1, self.r.range(-1, 1)).plus(Var::I(i), -1)
            }
            (3, Some(i)) => Aff::var(Var::I(i), 2, self.r.range(0, 1)),
            _ => Aff::konst(self.r.range(0, 3)),
        };
        let (lo, _) = a.interval(&self.p.param_values, &self.env);
        if lo < 0 {
            a.c -= lo;
        }
        a
    }

    fn gen_access(&mut self, array: usize) -> Access {
        let dims = self.p.arrays[array].dims;
        Access {
            array,
            subs: (0..dims).map(|_| self.gen_sub()).collect(),
        }
    }

    fn gen_stmt(&mut self) -> Stmt {
        self.stmts += 1;
        let to_scalar = !self.p.scalars.is_empty() && self.r.chance(20);
        let (lhs, ty) = if to_scalar {
            let k = self.r.below(self.p.scalars.len());
            (Lhs::Scalar(k), self.p.scalars[k].ty)
        } else {
            let k = self.r.below(self.p.arrays.len());
            (Lhs::Array(self.gen_access(k)), self.p.arrays[k].ty)
        };
        let lhs_read = match &lhs {
            Lhs::Array(a) => Expr::Read(a.clone()),
            Lhs::Scalar(k) => Expr::Scalar(*k),
        };
        if ty.is_int() {
            let lhs_leaf = Expr::Mod(Box::new(lhs_read.clone()), 1000);
            match self.r.weighted(&[4, 3, 2, 1, 1]) {
                // X = (e) % 1000
                0 => Stmt {
                    lhs,
                    op: AssignOp::Set,
                    rhs: Expr::Mod(Box::new(self.int_expr()), 1000),
                },
                // X = (X + e) % 1000: a reduction
                1 => {
                    let e = Expr::Bin(BinOp::Add, Box::new(lhs_leaf), Box::new(self.int_expr()));
                    Stmt {
                        lhs,
                        op: AssignOp::Set,
                        rhs: Expr::Mod(Box::new(e), 1000),
                    }
                }
                // X += (e) % 10
                2 => Stmt {
                    lhs,
                    op: if self.r.chance(70) {
                        AssignOp::Add
                    } else {
                        AssignOp::Sub
                    },
                    rhs: Expr::Mod(Box::new(self.int_expr()), 10),
                },
                // X = (X > e ? X : e): a maximum
                3 => {
                    let e = Expr::Mod(Box::new(self.int_expr()), 1000);
                    Stmt {
                        lhs,
                        op: AssignOp::Set,
                        rhs: Expr::Max(Box::new(lhs_read), Box::new(e)),
                    }
                }
                // X ^= (e) % 1000  /  X |= (e) % 1000
                _ => Stmt {
                    lhs,
                    op: if self.r.chance(60) {
                        AssignOp::Xor
                    } else {
                        AssignOp::Or
                    },
                    rhs: Expr::Mod(Box::new(self.int_expr()), 1000),
                },
            }
        } else {
            match self.r.weighted(&[4, 3, 3, 1, 1]) {
                0 => Stmt {
                    lhs,
                    op: AssignOp::Set,
                    rhs: self.dbl_expr(2),
                },
                1 => {
                    // X = X + e  /  X = X * 0.5 + e
                    let x = if self.r.chance(30) {
                        Expr::Bin(
                            BinOp::Mul,
                            Box::new(lhs_read),
                            Box::new(Expr::Float("0.5".into())),
                        )
                    } else {
                        lhs_read
                    };
                    let op = if self.r.chance(80) {
                        BinOp::Add
                    } else {
                        BinOp::Sub
                    };
                    Stmt {
                        lhs,
                        op: AssignOp::Set,
                        rhs: Expr::Bin(op, Box::new(x), Box::new(self.dbl_expr(2))),
                    }
                }
                2 => Stmt {
                    lhs,
                    op: if self.r.chance(70) {
                        AssignOp::Add
                    } else {
                        AssignOp::Sub
                    },
                    rhs: self.dbl_expr(2),
                },
                3 => Stmt {
                    lhs,
                    op: AssignOp::Mul,
                    rhs: if self.r.chance(50) {
                        Expr::Float(self.r.pick(&["0.5", "0.75", "-0.5", "1.25"]).to_string())
                    } else {
                        Expr::Call("cos(#)", Box::new(self.dbl_leaf()))
                    },
                },
                _ => Stmt {
                    lhs,
                    op: AssignOp::Div,
                    rhs: Expr::Float(self.r.pick(&["2.0", "4.0", "-2.0"]).to_string()),
                },
            }
        }
    }

    fn int_leaf(&mut self) -> Expr {
        let ints: Vec<usize> = (0..self.p.arrays.len())
            .filter(|&k| self.p.arrays[k].ty.is_int())
            .collect();
        let iscal: Vec<usize> = (0..self.p.scalars.len())
            .filter(|&k| self.p.scalars[k].ty.is_int())
            .collect();
        match self.r.weighted(&[
            if ints.is_empty() { 0 } else { 6 },
            if iscal.is_empty() { 0 } else { 1 },
            2,
            2,
        ]) {
            0 => {
                let k = *self.r.pick(&ints);
                Expr::Mod(Box::new(Expr::Read(self.gen_access(k))), 1000)
            }
            1 => Expr::Mod(Box::new(Expr::Scalar(*self.r.pick(&iscal))), 1000),
            2 => match self.outer() {
                Some(i) => Expr::Aff(Aff::var(Var::I(i), 1, 0)),
                None => Expr::Aff(Aff::var(Var::P(0), 1, 0)),
            },
            _ => Expr::Int(self.r.range(1, 9)),
        }
    }

    fn int_expr(&mut self) -> Expr {
        let a = self.int_leaf();
        match self.r.weighted(&[2, 3, 2, 2]) {
            0 => a,
            1 => Expr::Bin(BinOp::Add, Box::new(a), Box::new(self.int_leaf())),
            2 => Expr::Bin(BinOp::Sub, Box::new(a), Box::new(self.int_leaf())),
            _ => {
                let p = Expr::Bin(BinOp::Mul, Box::new(a), Box::new(self.int_leaf()));
                if self.r.chance(50) {
                    Expr::Bin(BinOp::Add, Box::new(p), Box::new(self.int_leaf()))
                } else {
                    p
                }
            }
        }
    }

    fn dbl_leaf(&mut self) -> Expr {
        let na = self.p.arrays.len();
        let ns = self.p.scalars.len();
        match self.r.weighted(&[8, if ns > 0 { 1 } else { 0 }, 1, 2]) {
            0 => {
                let k = self.r.below(na);
                let read = Expr::Read(self.gen_access(k));
                if self.p.arrays[k].ty.is_int() {
                    Expr::Mod(Box::new(read), 1000)
                } else {
                    read
                }
            }
            1 => {
                let k = self.r.below(ns);
                if self.p.scalars[k].ty.is_int() {
                    Expr::Mod(Box::new(Expr::Scalar(k)), 1000)
                } else {
                    Expr::Scalar(k)
                }
            }
            2 => match self.outer() {
                Some(i) => Expr::Aff(Aff::var(Var::I(i), 1, 0)),
                None => Expr::Aff(Aff::var(Var::P(0), 1, 0)),
            },
            _ => Expr::Float(
                self.r
                    .pick(&["0.5", "1.0", "2.0", "0.25", "3.0", "-1.5"])
                    .to_string(),
            ),
        }
    }

    fn dbl_expr(&mut self, depth: usize) -> Expr {
        if depth == 0 {
            return self.dbl_leaf();
        }
        match self.r.weighted(&[3, 3, 2, 2, 1, 1, 1]) {
            0 => self.dbl_leaf(),
            1 => Expr::Bin(
                BinOp::Add,
                Box::new(self.dbl_expr(depth - 1)),
                Box::new(self.dbl_expr(depth - 1)),
            ),
            2 => Expr::Bin(
                BinOp::Sub,
                Box::new(self.dbl_expr(depth - 1)),
                Box::new(self.dbl_leaf()),
            ),
            3 => Expr::Bin(
                BinOp::Mul,
                Box::new(self.dbl_leaf()),
                Box::new(self.dbl_leaf()),
            ),
            4 => {
                let f = *self.r.pick(&[
                    "sqrt(fabs(#))",
                    "sin(#)",
                    "cos(#)",
                    "fabs(#)",
                    "floor(#)",
                    "exp(-fabs(#))",
                ]);
                Expr::Call(f, Box::new(self.dbl_expr(depth - 1)))
            }
            5 => Expr::DivConst(
                Box::new(self.dbl_expr(depth - 1)),
                self.r.pick(&["2.0", "3.0", "8.0"]).to_string(),
            ),
            _ => Expr::Neg(Box::new(self.dbl_leaf())),
        }
    }
}
