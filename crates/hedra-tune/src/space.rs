//! Option sets as genomes: one gene per option, each with its list of admissible values.

use crate::rng::Rng;
use std::collections::BTreeMap;

/// One option and its admissible values (as the text that the program reads back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gene {
    /// The option's name (`tile1`, `fusion`, ...).
    pub name: String,
    /// Its values; the first is the default.
    pub values: Vec<String>,
}

impl Gene {
    /// A gene from its name and values (the first is the default).
    pub fn new(name: &str, values: &[&str]) -> Gene {
        Gene {
            name: name.to_string(),
            values: values.iter().map(|v| v.to_string()).collect(),
        }
    }
}

/// The space of option sets: the genes, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Space {
    /// One per option.
    pub genes: Vec<Gene>,
}

/// An option set: for each gene of a [`Space`], the index of its value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Genome(pub Vec<usize>);

impl Space {
    /// The default option set (the first value of every gene).
    pub fn default_genome(&self) -> Genome {
        Genome(vec![0; self.genes.len()])
    }

    /// A uniformly random option set.
    pub fn random(&self, rng: &mut Rng) -> Genome {
        Genome(
            self.genes
                .iter()
                .map(|g| rng.below(g.values.len()))
                .collect(),
        )
    }

    /// The number of option sets.
    pub fn size(&self) -> u128 {
        self.genes
            .iter()
            .map(|g| g.values.len().max(1) as u128)
            .product()
    }

    /// The index of gene `name`.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.genes.iter().position(|g| g.name == name)
    }

    /// The value of gene `name` in `genome`.
    pub fn value<'a>(&'a self, genome: &Genome, name: &str) -> Option<&'a str> {
        let i = self.index(name)?;
        self.genes[i]
            .values
            .get(*genome.0.get(i)?)
            .map(String::as_str)
    }

    /// Every gene's value in `genome`, by name.
    pub fn values(&self, genome: &Genome) -> BTreeMap<String, String> {
        self.genes
            .iter()
            .zip(&genome.0)
            .filter_map(|(g, &k)| Some((g.name.clone(), g.values.get(k)?.clone())))
            .collect()
    }

    /// The genome with these values (as [`Space::values`] gives them); a gene that is
    /// missing takes its default. An unknown name or value is an error.
    pub fn genome_of(&self, values: &BTreeMap<String, String>) -> Result<Genome, String> {
        for name in values.keys() {
            if self.index(name).is_none() {
                return Err(format!("unknown option `{name}`"));
            }
        }
        let mut out = Vec::with_capacity(self.genes.len());
        for g in &self.genes {
            out.push(match values.get(&g.name) {
                None => 0,
                Some(v) => g
                    .values
                    .iter()
                    .position(|x| x == v)
                    .ok_or_else(|| format!("option `{}` has no value `{v}`", g.name))?,
            });
        }
        Ok(Genome(out))
    }

    /// Sets gene `name` of `genome` to value `value`; false when either is unknown.
    pub fn set(&self, genome: &mut Genome, name: &str, value: &str) -> bool {
        let Some(i) = self.index(name) else {
            return false;
        };
        match self.genes[i].values.iter().position(|v| v == value) {
            Some(k) => {
                genome.0[i] = k;
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip() {
        let s = Space {
            genes: vec![
                Gene::new("a", &["1", "2"]),
                Gene::new("b", &["x", "y", "z"]),
            ],
        };
        assert_eq!(s.size(), 6);
        let g = Genome(vec![1, 2]);
        let v = s.values(&g);
        assert_eq!(v["a"], "2");
        assert_eq!(s.genome_of(&v).unwrap(), g);
        assert_eq!(s.value(&g, "b"), Some("z"));
        let mut d = s.default_genome();
        assert!(s.set(&mut d, "b", "y"));
        assert_eq!(d, Genome(vec![0, 1]));
        let mut bad = BTreeMap::new();
        bad.insert("c".to_string(), "1".to_string());
        assert!(s.genome_of(&bad).is_err());
        bad.clear();
        bad.insert("a".to_string(), "3".to_string());
        assert!(s.genome_of(&bad).is_err());
    }
}
