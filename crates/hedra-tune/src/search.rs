//! The genetic search, as Tensor Comprehensions' autotuner does it.
//!
//! A generation is a population of option sets. Each is pruned ([`Program::prune`]:
//! invalid ones are dropped and redrawn before anything is compiled), turned into C
//! ([`Program::source`]) and measured ([`Runner::measure`]); an option set already
//! measured is not measured again. The fitness of a candidate is inversely proportional
//! to its median time. The next generation keeps the best few unchanged (elitism) and
//! fills the rest with children: three parents chosen from the measured candidates
//! (proportionally to fitness, or by tournament), each gene of the child inherited from
//! one of them at random (uniform crossover), then each gene redrawn with a low
//! probability (mutation). The first generation holds the default option set (so that
//! the result is never worse than the untuned code, as far as timing can tell), the
//! program's starting points ([`Program::starting_points`]: options that were best for
//! the same program at other sizes, say), and random valid ones.
//!
//! All randomness comes from one [`Rng`] seeded by [`Settings::seed`], and the order of
//! evaluation is fixed, so a search is reproducible for a deterministic runner.

use crate::rng::Rng;
use crate::runner::{Failure, Measurement};
use crate::space::Genome;
use crate::{Program, Runner};
use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How parents are chosen among the measured candidates of a generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// With a chance proportional to fitness (the inverse of the median time), as in
    /// Tensor Comprehensions.
    Roulette,
    /// The fittest of this many candidates drawn at random.
    Tournament(usize),
}

/// The settings of a search.
///
/// The defaults follow Tensor Comprehensions' genetic tuner, scaled to a CPU whose
/// candidates each cost a C compilation (about a second) rather than a JIT launch:
///
/// - `population` 16 and `generations` 8 (TC: 100 and 25): about a hundred
///   compilations, a few minutes of tuning for a kernel of a second or less; the command
///   line lets the user ask for more;
/// - `parents` 3 and `crossover_rate` 0.8: TC breeds each child from three candidates,
///   each value inherited from one of them (uniform crossover); one child in five is a
///   copy of its first parent, so that good option sets survive apart from the elites;
/// - `mutation_rate` 0.07 per gene (TC's 7%): with about ten genes, a child differs from
///   its parents' choices in one gene out of two on average, enough to leave a converged
///   population without turning the search into a random one;
/// - `elites` 2 (TC: 10% of the population): the best option sets pass unchanged to the
///   next generation, so that the best time never gets worse;
/// - [`Selection::Roulette`], TC's selection proportional to fitness;
/// - `max_tries` 64: draws allowed per child before the generation is left short (when
///   the valid space is nearly exhausted).
#[derive(Clone, Debug)]
pub struct Settings {
    /// Candidates per generation.
    pub population: usize,
    /// Generations, the first (random) one included.
    pub generations: usize,
    /// Parents of a child.
    pub parents: usize,
    /// Probability that a child mixes its parents' genes (otherwise it copies its first
    /// parent before mutation).
    pub crossover_rate: f64,
    /// Probability that a gene is redrawn.
    pub mutation_rate: f64,
    /// Best candidates kept unchanged in the next generation.
    pub elites: usize,
    /// How parents are chosen.
    pub selection: Selection,
    /// The seed of every random choice.
    pub seed: u64,
    /// Draws per child before giving up on a new, valid option set.
    pub max_tries: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            population: 16,
            generations: 8,
            parents: 3,
            crossover_rate: 0.8,
            mutation_rate: 0.07,
            elites: 2,
            selection: Selection::Roulette,
            seed: 0x0068_6564_7261,
            max_tries: 64,
        }
    }
}

/// What the search reports while it runs.
#[derive(Debug)]
pub enum Event<'a> {
    /// The untuned code was measured.
    Reference(&'a Measurement),
    /// A generation starts (0-based, out of `of`).
    Generation {
        /// Its index.
        generation: usize,
        /// The number of generations.
        of: usize,
    },
    /// An option set was pruned before compiling.
    Pruned {
        /// The option set.
        genome: &'a Genome,
        /// Why.
        reason: &'a str,
    },
    /// A candidate was measured (or found already measured).
    Evaluated {
        /// Its generation.
        generation: usize,
        /// The option set.
        genome: &'a Genome,
        /// Its measurement, or why it was discarded.
        result: &'a Result<Measurement, Failure>,
        /// The best median time so far.
        best: Option<Duration>,
        /// Candidates done so far, over all generations.
        done: usize,
        /// Candidates in all generations (`population * generations`).
        total: usize,
    },
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The untuned code's measurement.
    pub reference: Measurement,
    /// The best option set and its measurement, when any candidate was measured.
    pub best: Option<(Genome, Measurement)>,
    /// The best median after each finished generation.
    pub history: Vec<Duration>,
    /// Distinct option sets measured (or discarded by the runner).
    pub evaluated: usize,
    /// Of those, the ones discarded (no source, no compile, crash, time out, wrong output).
    pub failed: usize,
    /// Option sets pruned before compiling (each draw counted).
    pub pruned: usize,
    /// Whether the search was stopped before its last generation finished.
    pub stopped: bool,
}

/// Why a search could not start.
#[derive(Clone, Debug)]
pub enum TuneError {
    /// The untuned source could not be produced.
    Reference(String),
    /// The untuned source could not be measured.
    ReferenceRun(Failure),
}

impl fmt::Display for TuneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TuneError::Reference(m) => write!(f, "the untuned code: {m}"),
            TuneError::ReferenceRun(e) => write!(f, "the untuned code: {e}"),
        }
    }
}

impl std::error::Error for TuneError {}

/// Runs the genetic search of `program`'s options with `runner`. `stop` ends it early
/// (between two candidates), keeping the best found so far; `observe` sees every step.
pub fn search<P: Program + ?Sized, R: Runner + ?Sized>(
    program: &P,
    runner: &mut R,
    settings: &Settings,
    stop: &AtomicBool,
    observe: &mut dyn FnMut(&Event<'_>),
) -> Result<Outcome, TuneError> {
    let reference_src = program.reference().map_err(TuneError::Reference)?;
    let reference = runner
        .reference(&reference_src)
        .map_err(TuneError::ReferenceRun)?;
    observe(&Event::Reference(&reference));
    let mut s = State {
        program,
        rng: Rng::new(settings.seed),
        settings,
        memo: HashMap::new(),
        best: None,
        reference_median: reference.median,
        pruned: 0,
        done: 0,
    };
    let population = settings.population.max(1);
    let generations = settings.generations.max(1);
    let total = population * generations;
    let mut history = Vec::new();
    let mut stopped = false;
    let mut pool: Vec<(Genome, Duration)> = Vec::new();
    'generations: for generation in 0..generations {
        if stop.load(Ordering::SeqCst) {
            stopped = true;
            break;
        }
        observe(&Event::Generation {
            generation,
            of: generations,
        });
        let candidates = if generation == 0 || pool.is_empty() {
            s.first_generation(population, observe)
        } else {
            s.next_generation(&pool, population, observe)
        };
        let mut measured = Vec::new();
        for genome in candidates {
            if stop.load(Ordering::SeqCst) {
                stopped = true;
                break 'generations;
            }
            let result = s.evaluate(&genome, runner);
            s.done += 1;
            observe(&Event::Evaluated {
                generation,
                genome: &genome,
                result: &result,
                best: s.best.as_ref().map(|(_, m)| m.median),
                done: s.done,
                total,
            });
            if let Ok(m) = result {
                measured.push((genome, m.median));
            }
        }
        measured.sort_by(|a, b| a.1.cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
        measured.dedup_by(|a, b| a.0 == b.0);
        pool = measured;
        if let Some((_, m)) = &s.best {
            history.push(m.median);
        }
    }
    let failed = s.memo.values().filter(|r| r.is_err()).count();
    Ok(Outcome {
        reference,
        best: s.best,
        history,
        evaluated: s.memo.len(),
        failed,
        pruned: s.pruned,
        stopped,
    })
}

/// The search's state between generations.
struct State<'a, P: ?Sized> {
    program: &'a P,
    rng: Rng,
    settings: &'a Settings,
    /// Every option set evaluated, with its result.
    memo: HashMap<Genome, Result<Measurement, Failure>>,
    best: Option<(Genome, Measurement)>,
    reference_median: Duration,
    pruned: usize,
    done: usize,
}

impl<P: Program + ?Sized> State<'_, P> {
    /// The pruned form of `genome`, or `None` (reported) when it is invalid.
    fn prune(&mut self, genome: &Genome, observe: &mut dyn FnMut(&Event<'_>)) -> Option<Genome> {
        match self.program.prune(genome) {
            Ok(g) => Some(g),
            Err(reason) => {
                self.pruned += 1;
                observe(&Event::Pruned {
                    genome,
                    reason: &reason,
                });
                None
            }
        }
    }

    /// The default option set and the starting points (on the first call; at most half
    /// the population), then random valid ones not seen yet.
    fn first_generation(
        &mut self,
        population: usize,
        observe: &mut dyn FnMut(&Event<'_>),
    ) -> Vec<Genome> {
        let space = self.program.space();
        let mut out: Vec<Genome> = Vec::new();
        if self.memo.is_empty() {
            if let Some(g) = self.prune(&space.default_genome(), observe) {
                out.push(g);
            }
            // At most half the generation, so that random option sets still explore.
            let mut starts = 0;
            for g in self.program.starting_points() {
                if starts == population / 2 {
                    break;
                }
                if let Some(g) = self.prune(&g, observe) {
                    if !out.contains(&g) {
                        out.push(g);
                        starts += 1;
                    }
                }
            }
        }
        let mut tries = 0;
        while out.len() < population && tries < self.settings.max_tries * population {
            tries += 1;
            let g = space.random(&mut self.rng);
            let Some(g) = self.prune(&g, observe) else {
                continue;
            };
            if !out.contains(&g) && !self.memo.contains_key(&g) {
                out.push(g);
            }
        }
        out
    }

    /// Elites, then children of parents chosen from `pool` (sorted, fastest first).
    fn next_generation(
        &mut self,
        pool: &[(Genome, Duration)],
        population: usize,
        observe: &mut dyn FnMut(&Event<'_>),
    ) -> Vec<Genome> {
        let mut out: Vec<Genome> = pool
            .iter()
            .take(self.settings.elites.min(population))
            .map(|(g, _)| g.clone())
            .collect();
        let fastest = pool[0].1.as_secs_f64().max(1e-12);
        let weights: Vec<f64> = pool
            .iter()
            .map(|(_, t)| fastest / t.as_secs_f64().max(1e-12))
            .collect();
        while out.len() < population {
            let mut child = None;
            for _ in 0..self.settings.max_tries {
                let parents: Vec<&Genome> = (0..self.settings.parents.max(1))
                    .map(|_| &pool[self.select(pool, &weights)].0)
                    .collect();
                let g = self.breed(&parents);
                let Some(g) = self.prune(&g, observe) else {
                    continue;
                };
                if !out.contains(&g) && !self.memo.contains_key(&g) {
                    child = Some(g);
                    break;
                }
            }
            match child {
                Some(g) => out.push(g),
                // Nothing new and valid near these parents: the generation stays short.
                None => break,
            }
        }
        out
    }

    /// The index in `pool` of one parent.
    fn select(&mut self, pool: &[(Genome, Duration)], weights: &[f64]) -> usize {
        match self.settings.selection {
            Selection::Roulette => {
                let sum: f64 = weights.iter().sum();
                let mut x = self.rng.unit() * sum;
                for (i, w) in weights.iter().enumerate() {
                    if x < *w {
                        return i;
                    }
                    x -= w;
                }
                weights.len() - 1
            }
            Selection::Tournament(k) => {
                let mut best = self.rng.below(pool.len());
                for _ in 1..k.max(1) {
                    let i = self.rng.below(pool.len());
                    // The pool is sorted fastest first: the smaller index is the fitter.
                    best = best.min(i);
                }
                best
            }
        }
    }

    /// Uniform crossover of `parents` (or a copy of the first), then mutation.
    fn breed(&mut self, parents: &[&Genome]) -> Genome {
        let space = self.program.space();
        let mut child = parents[0].clone();
        if self.rng.chance(self.settings.crossover_rate) {
            for (i, gene) in child.0.iter_mut().enumerate() {
                *gene = parents[self.rng.below(parents.len())].0[i];
            }
        }
        for (i, gene) in child.0.iter_mut().enumerate() {
            if self.rng.chance(self.settings.mutation_rate) {
                *gene = self.rng.below(space.genes[i].values.len());
            }
        }
        child
    }

    /// The measurement of `genome` (from the memo when it was measured before).
    fn evaluate<R: Runner + ?Sized>(
        &mut self,
        genome: &Genome,
        runner: &mut R,
    ) -> Result<Measurement, Failure> {
        if let Some(r) = self.memo.get(genome) {
            return r.clone();
        }
        let best = self
            .best
            .as_ref()
            .map_or(self.reference_median, |(_, m)| m.median);
        let result = match self.program.source(genome) {
            Ok(src) => runner.measure(&src, best),
            Err(e) => Err(Failure::Source(e)),
        };
        if let Ok(m) = &result {
            if self.best.as_ref().is_none_or(|(_, b)| m.median < b.median) {
                self.best = Some((genome.clone(), m.clone()));
            }
        }
        self.memo.insert(genome.clone(), result.clone());
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::space::{Gene, Space};
    use std::cell::RefCell;
    use std::collections::HashSet;

    /// A synthetic program: the source of a genome is its indices, and its "time" is the
    /// distance to a target plus one millisecond. Genomes whose first two genes are equal
    /// are invalid; the last gene is ignored unless the first is 0 (pruned to 0).
    struct Synthetic {
        space: Space,
        starts: Vec<Genome>,
    }

    impl Synthetic {
        fn new(genes: usize, values: usize) -> Synthetic {
            let vals: Vec<String> = (0..values).map(|v| v.to_string()).collect();
            let vals: Vec<&str> = vals.iter().map(String::as_str).collect();
            Synthetic {
                space: Space {
                    genes: (0..genes)
                        .map(|g| Gene::new(&format!("g{g}"), &vals))
                        .collect(),
                },
                starts: Vec::new(),
            }
        }
    }

    impl Program for Synthetic {
        fn space(&self) -> &Space {
            &self.space
        }
        fn prune(&self, g: &Genome) -> Result<Genome, String> {
            if g.0[0] == g.0[1] {
                return Err("the first two genes are equal".into());
            }
            let mut g = g.clone();
            if g.0[0] != 0 {
                *g.0.last_mut().unwrap() = 0;
            }
            Ok(g)
        }
        fn source(&self, g: &Genome) -> Result<String, String> {
            Ok(g.0
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(","))
        }
        fn reference(&self) -> Result<String, String> {
            Ok("reference".into())
        }
        fn starting_points(&self) -> Vec<Genome> {
            self.starts.clone()
        }
    }

    /// Times from a synthetic landscape; records every source it is given.
    struct Fake {
        target: Vec<usize>,
        seen: RefCell<Vec<String>>,
        fail_on: Option<usize>,
    }

    impl Fake {
        fn time(&self, src: &str) -> Duration {
            let g: Vec<usize> = src.split(',').map(|v| v.parse().unwrap()).collect();
            let d: usize = g
                .iter()
                .zip(&self.target)
                .map(|(a, b)| a.abs_diff(*b) * a.abs_diff(*b))
                .sum();
            Duration::from_millis(1 + d as u64)
        }
    }

    impl Runner for Fake {
        fn reference(&mut self, _: &str) -> Result<Measurement, Failure> {
            Ok(Measurement::of(vec![Duration::from_millis(1000)]))
        }
        fn measure(&mut self, src: &str, _: Duration) -> Result<Measurement, Failure> {
            self.seen.borrow_mut().push(src.to_string());
            if let Some(k) = self.fail_on {
                if src.starts_with(&format!("{k},")) {
                    return Err(Failure::Crash("synthetic".into()));
                }
            }
            Ok(Measurement::of(vec![self.time(src)]))
        }
    }

    fn run(settings: &Settings, fake: &mut Fake, program: &Synthetic) -> Outcome {
        let stop = AtomicBool::new(false);
        search(program, fake, settings, &stop, &mut |_| {}).unwrap()
    }

    #[test]
    fn finds_the_optimum_of_a_small_space() {
        // 5 genes of 6 values: 7,776 option sets, of which the search sees a few hundred.
        let program = Synthetic::new(5, 6);
        for seed in 1..6 {
            let mut fake = Fake {
                target: vec![0, 4, 5, 1, 0],
                seen: RefCell::new(Vec::new()),
                fail_on: None,
            };
            let settings = Settings {
                population: 16,
                generations: 25,
                seed,
                ..Settings::default()
            };
            let out = run(&settings, &mut fake, &program);
            let (g, m) = out.best.expect("a best candidate");
            assert_eq!(g.0, vec![0, 4, 5, 1, 0], "seed {seed}");
            assert_eq!(m.median, Duration::from_millis(1));
            // Never worse from one generation to the next (elitism).
            assert!(out.history.windows(2).all(|w| w[1] <= w[0]));
            // No option set is measured twice.
            let seen = fake.seen.borrow();
            let distinct: HashSet<&String> = seen.iter().collect();
            assert_eq!(distinct.len(), seen.len());
            assert!(seen.len() <= 16 * 25, "{} measured", seen.len());
        }
    }

    #[test]
    fn tournament_selection_finds_it_too() {
        let program = Synthetic::new(4, 5);
        let mut fake = Fake {
            target: vec![3, 1, 4, 2],
            seen: RefCell::new(Vec::new()),
            fail_on: None,
        };
        let settings = Settings {
            population: 12,
            generations: 20,
            selection: Selection::Tournament(3),
            ..Settings::default()
        };
        let (g, _) = run(&settings, &mut fake, &program).best.unwrap();
        // Gene 3 is pruned to 0 when gene 0 is not 0.
        assert_eq!(g.0, vec![3, 1, 4, 0]);
    }

    #[test]
    fn pruning_discards_invalid_genomes_before_measuring() {
        let program = Synthetic::new(3, 3);
        let mut fake = Fake {
            target: vec![1, 1, 2],
            seen: RefCell::new(Vec::new()),
            fail_on: None,
        };
        let settings = Settings {
            population: 8,
            generations: 6,
            ..Settings::default()
        };
        let stop = AtomicBool::new(false);
        let mut pruned_events = 0;
        let out = search(&program, &mut fake, &settings, &stop, &mut |e| {
            if let Event::Pruned { genome, .. } = e {
                assert_eq!(genome.0[0], genome.0[1]);
                pruned_events += 1;
            }
        })
        .unwrap();
        assert!(out.pruned > 0);
        assert_eq!(pruned_events, out.pruned);
        for src in fake.seen.borrow().iter() {
            let g: Vec<&str> = src.split(',').collect();
            assert_ne!(g[0], g[1], "an invalid genome was measured: {src}");
            if g[0] != "0" {
                assert_eq!(g[2], "0", "a genome was measured unpruned: {src}");
            }
        }
        // The target [1, 1, 2] is invalid; the valid optimum is one step away.
        let (_, m) = out.best.unwrap();
        assert_eq!(m.median, Duration::from_millis(2));
        // The valid space has 3*2*3 - (pruned duplicates) = 10 option sets: all are seen,
        // and the search stops drawing when nothing new is left.
        assert!(out.evaluated <= 10);
    }

    #[test]
    fn same_seed_same_search_and_failures_are_discarded() {
        let program = Synthetic::new(4, 6);
        let mk = || Fake {
            target: vec![2, 3, 1, 0],
            seen: RefCell::new(Vec::new()),
            fail_on: Some(2),
        };
        let settings = Settings {
            population: 8,
            generations: 5,
            seed: 42,
            ..Settings::default()
        };
        let (mut a, mut b) = (mk(), mk());
        let oa = run(&settings, &mut a, &program);
        let ob = run(&settings, &mut b, &program);
        assert_eq!(*a.seen.borrow(), *b.seen.borrow());
        assert_eq!(oa.best.as_ref().unwrap().0, ob.best.as_ref().unwrap().0);
        assert!(oa.failed > 0);
        assert_ne!(oa.best.unwrap().0 .0[0], 2, "a failed candidate was kept");
        let other = Settings {
            seed: 43,
            ..settings
        };
        let mut c = mk();
        run(&other, &mut c, &program);
        assert_ne!(*a.seen.borrow(), *c.seen.borrow());
    }

    #[test]
    fn the_default_comes_first_and_stop_keeps_the_best() {
        let program = Synthetic::new(3, 4);
        let mut fake = Fake {
            target: vec![3, 2, 0],
            seen: RefCell::new(Vec::new()),
            fail_on: None,
        };
        let stop = AtomicBool::new(false);
        let mut n = 0;
        let out = search(&program, &mut fake, &Settings::default(), &stop, &mut |e| {
            if let Event::Evaluated { .. } = e {
                n += 1;
                if n == 3 {
                    stop.store(true, Ordering::SeqCst);
                }
            }
        })
        .unwrap();
        assert!(out.stopped);
        assert_eq!(out.evaluated, 3);
        // The default genome [0, 0, 0] is invalid here (genes 0 and 1 equal), so the
        // first measured is a random valid one.
        assert!(out.best.is_some());
        let seen = fake.seen.borrow();
        assert_eq!(seen.len(), 3);
    }

    #[test]
    fn starting_points_follow_the_default_once_each_and_pruned() {
        let mut program = Synthetic::new(3, 6);
        // The second start is invalid, the third prunes to the first.
        program.starts = vec![
            Genome(vec![1, 2, 0]),
            Genome(vec![4, 4, 4]),
            Genome(vec![1, 2, 5]),
            Genome(vec![5, 3, 1]),
        ];
        let mut fake = Fake {
            target: vec![5, 3, 0],
            seen: RefCell::new(Vec::new()),
            fail_on: None,
        };
        let settings = Settings {
            population: 4,
            generations: 1,
            ..Settings::default()
        };
        let out = run(&settings, &mut fake, &program);
        let seen = fake.seen.borrow();
        // The default [0, 0, 0] is invalid (first two genes equal).
        assert_eq!(seen[..2], ["1,2,0", "5,3,0"]);
        assert_eq!(seen.len(), 4, "random option sets fill the generation");
        assert_eq!(out.best.unwrap().0, Genome(vec![5, 3, 0]));
        assert!(out.pruned >= 2, "the default and the second start");
    }

    #[test]
    fn a_failing_reference_is_an_error() {
        struct NoRef;
        impl Runner for NoRef {
            fn reference(&mut self, _: &str) -> Result<Measurement, Failure> {
                Err(Failure::Compile("no compiler".into()))
            }
            fn measure(&mut self, _: &str, _: Duration) -> Result<Measurement, Failure> {
                unreachable!()
            }
        }
        let stop = AtomicBool::new(false);
        let r = search(
            &Synthetic::new(2, 3),
            &mut NoRef,
            &Settings::default(),
            &stop,
            &mut |_| {},
        );
        assert!(matches!(r, Err(TuneError::ReferenceRun(_))));
    }
}
