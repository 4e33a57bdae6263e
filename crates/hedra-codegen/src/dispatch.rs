//! Dispatch between versions of a region: the specialization tree (R-Stream's TREE-GEN)
//! and tree collapsing.
//!
//! A region may be compiled into a *family* of versions, each valid under a *context*: a
//! conjunction of constraints on the parameters (`N >= 48`, `floor((N - 1) / 32) + 1 <
//! threads`). The family grows by specialization: a version's context is its parent's
//! plus the constraints under which a decision went the other way. At run time, the
//! dispatch runs one version whose context holds, and a *most specialized* one: never a
//! version when one of its specializations holds too.
//!
//! A plain `if (C1) .. else if (C2) ..` chain (most specialized first) checks the
//! constraints of every context before the chosen one, and some of them many times. The
//! specialization tree checks each constraint at most once on every path. Each node tests
//! one constraint `c` and splits the contexts still possible:
//!
//! - the *true* branch keeps the contexts that do not exclude `c`;
//! - the *false* branch keeps those that do not include `c` (a context included in `c`
//!   cannot hold where `c` fails);
//!
//! and `c` is not offered again below the node. The constraint chosen is one that
//! differentiates the contexts still possible (it includes some and not others), the one
//! that splits them most evenly, as the seed suggests. A leaf calls the most specialized
//! context that the constraints known true on its path imply.
//!
//! **Difference from the seed's Algorithm 2.** The seed sends to the true branch only the
//! contexts included in `c`. That loses the wider contexts there: with a region `P`
//! (no constraint), `P` specialized to `V1 = {a}`, and `V1` to `V2 = {a, b}`, testing `b`
//! first leaves only `V2` in its true branch, so at a point where `b` holds and `a` does
//! not, no version runs although `P` holds. Here, the version whose context the path
//! implies always stays possible (the root's context, at the least), so every point where
//! some context holds runs a version; the price is that a path may check constraints of
//! contexts it does not end in.
//!
//! **Bounds.** A constraint is checked at most once on a path (it leaves the offer), so a
//! path is no longer than the number of distinct constraints. The seed's bound for the
//! path to version `i`, `n + #(C_i)` with `n` versions, holds for its algorithm because
//! that algorithm may run nothing; a dispatch that always runs a version cannot keep it:
//! with the root and two specializations `{4 <= x, x <= 7}` and `{4 <= y, y <= 7}`,
//! whichever constraint of each is tested first may hold and the other fail, so reaching
//! the root can take all four tests (`tests/dispatch.rs` checks both bounds that hold).
//!
//! **Chain or tree.** The seed's rule decides between them: the tree when `n^2 <
//! sum_i (n - i) #(C_i)` over the contexts in chain order (the constraints the chain checks
//! before reaching each version, summed), else the chain.
//!
//! **Collapsing.** Nested tests whose false branches run the same thing become one test of
//! the conjunction (`if (a) { if (b) X else Y } else Y` is `if (a && b) X else Y`).

/// What the algorithm needs to know of the constraints, numbered `0..n`.
pub trait Oracle {
    /// Every point that satisfies all the constraints `known` satisfies constraint `c`.
    fn implies(&self, known: &[usize], c: usize) -> bool;
    /// No point satisfies all the constraints `known` and constraint `c`.
    fn excludes(&self, known: &[usize], c: usize) -> bool;
}

/// A specialization tree (or, from [`chain`], an if/else-if chain).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dispatch {
    /// Run this version (an index into the family).
    Run(usize),
    /// `if (all of constraints) then else otherwise`.
    Test {
        /// The constraints tested, all of which must hold (one before collapsing).
        constraints: Vec<usize>,
        /// What runs when they hold.
        then: Box<Dispatch>,
        /// What runs otherwise.
        otherwise: Box<Dispatch>,
    },
}

impl Dispatch {
    /// The version run at a point, given the truth of each constraint there.
    pub fn select(&self, holds: &dyn Fn(usize) -> bool) -> usize {
        match self {
            Dispatch::Run(v) => *v,
            Dispatch::Test {
                constraints,
                then,
                otherwise,
            } => {
                if constraints.iter().all(|&c| holds(c)) {
                    then.select(holds)
                } else {
                    otherwise.select(holds)
                }
            }
        }
    }

    /// The constraints on every root-to-leaf path, in order, with the version at its end.
    pub fn paths(&self) -> Vec<(Vec<usize>, usize)> {
        match self {
            Dispatch::Run(v) => vec![(Vec::new(), *v)],
            Dispatch::Test {
                constraints,
                then,
                otherwise,
            } => {
                let mut out = Vec::new();
                for branch in [then, otherwise] {
                    for (mut p, v) in branch.paths() {
                        let mut path = constraints.clone();
                        path.append(&mut p);
                        out.push((path, v));
                    }
                }
                out
            }
        }
    }
}

/// A family of versions: the constraints of each context (indices of the oracle's
/// constraints), and for each version the version it was specialized from (`None` for the
/// root, whose context every other context refines).
pub struct Family<'a> {
    /// The context of each version.
    pub contexts: &'a [Vec<usize>],
    /// The version each one specializes.
    pub parents: &'a [Option<usize>],
}

impl Family<'_> {
    /// `a` is `b` or specializes it, directly or not.
    fn descends(&self, mut a: usize, b: usize) -> bool {
        loop {
            if a == b {
                return true;
            }
            match self.parents.get(a).copied().flatten() {
                Some(p) => a = p,
                None => return false,
            }
        }
    }

    /// Of the versions `among`, those whose whole context `known` implies, the most
    /// specialized of them: one that no other implied version specializes.
    fn deepest_implied(
        &self,
        oracle: &dyn Oracle,
        known: &[usize],
        among: &[usize],
    ) -> Option<usize> {
        let implied: Vec<usize> = among
            .iter()
            .copied()
            .filter(|&v| self.contexts[v].iter().all(|&c| oracle.implies(known, c)))
            .collect();
        implied
            .iter()
            .copied()
            .find(|&v| !implied.iter().any(|&w| w != v && self.descends(w, v)))
    }
}

/// The specialization tree of `family` (see the module documentation); `None` when no
/// version's context holds everywhere (the family has no root).
pub fn tree_gen(oracle: &dyn Oracle, family: &Family<'_>) -> Option<Dispatch> {
    let all: Vec<usize> = (0..family.contexts.len()).collect();
    let mut offered: Vec<usize> = family.contexts.iter().flatten().copied().collect();
    offered.sort_unstable();
    offered.dedup();
    build(oracle, family, &all, &offered, &mut Vec::new())
}

fn build(
    oracle: &dyn Oracle,
    family: &Family<'_>,
    active: &[usize],
    offered: &[usize],
    known: &mut Vec<usize>,
) -> Option<Dispatch> {
    let active: Vec<usize> = active
        .iter()
        .copied()
        .filter(|&v| family.possible(oracle, known, v))
        .collect();
    let default = family.deepest_implied(oracle, known, &active)?;
    let Some(c) = differentiating(oracle, family, &active, offered, known, default) else {
        return Some(Dispatch::Run(default));
    };
    let rest: Vec<usize> = offered.iter().copied().filter(|&x| x != c).collect();
    let without = family.possible_without(oracle, &active, known, c, default);
    known.push(c);
    let then = build(oracle, family, &active, &rest, known);
    known.pop();
    let otherwise = build(oracle, family, &without, &rest, known)?;
    Some(match then {
        Some(then) if then != otherwise => Dispatch::Test {
            constraints: vec![c],
            then: Box::new(then),
            otherwise: Box::new(otherwise),
        },
        _ => otherwise,
    })
}

impl Family<'_> {
    /// Version `v`'s context may hold where the constraints `known` do.
    fn possible(&self, oracle: &dyn Oracle, known: &[usize], v: usize) -> bool {
        !self.contexts[v].iter().any(|&c| oracle.excludes(known, c))
    }

    /// The versions of `active` whose context may hold where `known` holds and `c` does
    /// not: those whose context (with `known`) does not imply `c`, and `default`.
    fn possible_without(
        &self,
        oracle: &dyn Oracle,
        active: &[usize],
        known: &[usize],
        c: usize,
        default: usize,
    ) -> Vec<usize> {
        active
            .iter()
            .copied()
            .filter(|&v| {
                let mut both = known.to_vec();
                both.extend(&self.contexts[v]);
                v == default || !oracle.implies(&both, c)
            })
            .collect()
    }
}

/// The offered constraint that best splits the versions more specialized than `default`:
/// one that the context of some of them has and the path does not imply yet, the one that
/// leaves the fewest versions possible on its worse side (the most even split); `None`
/// when no version is left to distinguish.
fn differentiating(
    oracle: &dyn Oracle,
    family: &Family<'_>,
    active: &[usize],
    offered: &[usize],
    known: &[usize],
    default: usize,
) -> Option<usize> {
    let deeper: Vec<usize> = active
        .iter()
        .copied()
        .filter(|&v| v != default && family.descends(v, default))
        .collect();
    offered
        .iter()
        .copied()
        .filter(|&c| deeper.iter().any(|&v| family.contexts[v].contains(&c)))
        .filter(|&c| !oracle.implies(known, c))
        .min_by_key(|&c| {
            let mut with_c = known.to_vec();
            with_c.push(c);
            let with = active
                .iter()
                .filter(|&&v| family.possible(oracle, &with_c, v))
                .count();
            let without = family
                .possible_without(oracle, active, known, c, default)
                .len();
            (with.max(without), c)
        })
}

/// The plain chain: `if (C_1) V_1 else if (C_2) V_2 .. else root`, the most specialized
/// versions first (a version after all of its specializations).
pub fn chain(family: &Family<'_>) -> Option<Dispatch> {
    let order = chain_order(family);
    let (&root, tests) = order.split_last()?;
    if !family.contexts[root].is_empty() {
        return None;
    }
    Some(
        tests
            .iter()
            .rev()
            .fold(Dispatch::Run(root), |otherwise, &v| Dispatch::Test {
                constraints: family.contexts[v].clone(),
                then: Box::new(Dispatch::Run(v)),
                otherwise: Box::new(otherwise),
            }),
    )
}

/// The versions deepest first (each after all of its specializations), the root last.
fn chain_order(family: &Family<'_>) -> Vec<usize> {
    let depth = |v: usize| {
        (0..family.contexts.len())
            .filter(|&w| family.descends(v, w))
            .count()
    };
    let mut order: Vec<usize> = (0..family.contexts.len()).collect();
    order.sort_by_key(|&v| (std::cmp::Reverse(depth(v)), v));
    order
}

/// The seed's rule: the tree when `n^2 < sum_i (n - i) #(C_i)` over the versions in chain
/// order (what the chain checks, summed over the versions it reaches), else the chain.
pub fn prefer_tree(family: &Family<'_>) -> bool {
    let n = family.contexts.len();
    let order = chain_order(family);
    let checked: usize = order
        .iter()
        .enumerate()
        .map(|(i, &v)| (n - i) * family.contexts[v].len())
        .sum();
    n * n < checked
}

/// Merges nested tests whose false branches are the same: `if (a) { if (b) X else Y }
/// else Y` becomes `if (a && b) X else Y`.
pub fn collapse(d: Dispatch) -> Dispatch {
    match d {
        Dispatch::Run(_) => d,
        Dispatch::Test {
            mut constraints,
            then,
            otherwise,
        } => {
            let then = collapse(*then);
            let otherwise = collapse(*otherwise);
            match then {
                Dispatch::Test {
                    constraints: inner,
                    then: inner_then,
                    otherwise: inner_otherwise,
                } if *inner_otherwise == otherwise => {
                    constraints.extend(inner);
                    Dispatch::Test {
                        constraints,
                        then: inner_then,
                        otherwise: Box::new(otherwise),
                    }
                }
                then => Dispatch::Test {
                    constraints,
                    then: Box::new(then),
                    otherwise: Box::new(otherwise),
                },
            }
        }
    }
}

/// The C statement of a dispatch, at indentation `ind`: `conds[c]` is the C condition of
/// constraint `c`, `blocks[v]` the C block (`{ .. }`) of version `v`. Tests nest as
/// `if (..) block else if (..) block else block`; a test inside a true branch is braced,
/// so that every `else` has one reading.
pub fn to_c(d: &Dispatch, conds: &[String], blocks: &[String], ind: &str) -> String {
    match d {
        Dispatch::Run(v) => blocks.get(*v).cloned().unwrap_or_default(),
        Dispatch::Test {
            constraints,
            then,
            otherwise,
        } => {
            let cond: Vec<String> = constraints
                .iter()
                .map(|&c| format!("({})", conds.get(c).map_or("0", |s| s.as_str())))
                .collect();
            let then_text = match **then {
                Dispatch::Run(_) => to_c(then, conds, blocks, ind),
                _ => format!("{{\n{ind}{}\n{ind}}}", to_c(then, conds, blocks, ind)),
            };
            format!(
                "if ({})\n{ind}{then_text}\n{ind}else {}",
                cond.join(" && "),
                to_c(otherwise, conds, blocks, ind)
            )
        }
    }
}
