//! The functions a statement body may call: the C library's math functions, by their C
//! names, and the names a program gives them (macros such as `SQRT_FUN`).
//!
//! A function whose result C defines exactly (`sqrt`, `fabs`, `floor`, `ceil`: IEEE
//! operations) becomes a cranelift instruction. The others call the C library's own
//! function, the one a C compiler's code calls, so that results agree bit for bit.

use crate::ctype::CType;

/// What a call does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Function {
    /// A math function of the C library, by its C name (`sqrt`, `expf`, `pow`, ...).
    Math(&'static str),
    /// The argument itself (a macro such as `SCALAR_VAL(x)` that spells a literal).
    Identity,
    /// `a >= b ? a : b`, as a conditional-expression macro computes it.
    MaxBySelect,
    /// `a <= b ? a : b`.
    MinBySelect,
}

/// How the JIT computes a math function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lowering {
    /// The square root instruction.
    Sqrt,
    /// The absolute value instruction.
    Abs,
    /// Rounding toward negative infinity.
    Floor,
    /// Rounding toward positive infinity.
    Ceil,
    /// A call of the C library's function at this address.
    Call(*const u8),
}

/// A math function: its C name, the type of its arguments and result, their number, and
/// how it is computed.
#[derive(Clone, Copy, Debug)]
pub struct MathFunction {
    /// The C name.
    pub name: &'static str,
    /// `float` or `double`: the type of every argument and of the result.
    pub double: bool,
    /// The number of arguments.
    pub arity: usize,
    /// How it is computed.
    pub lowering: Lowering,
}

impl MathFunction {
    /// The type of the arguments and of the result.
    pub fn ctype(&self) -> CType {
        if self.double {
            CType::F64
        } else {
            CType::F32
        }
    }
}

mod libm {
    extern "C" {
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn fmax(x: f64, y: f64) -> f64;
        pub fn fmaxf(x: f32, y: f32) -> f32;
        pub fn fmin(x: f64, y: f64) -> f64;
        pub fn fminf(x: f32, y: f32) -> f32;
    }
}

/// The math function named `name` in C, if the JIT knows it.
pub fn math_function(name: &str) -> Option<MathFunction> {
    use Lowering::*;
    let f = |name, double, arity, lowering| {
        Some(MathFunction {
            name,
            double,
            arity,
            lowering,
        })
    };
    let call = |p: *const u8| Call(p);
    match name {
        "sqrt" => f("sqrt", true, 1, Sqrt),
        "sqrtf" => f("sqrtf", false, 1, Sqrt),
        "fabs" => f("fabs", true, 1, Abs),
        "fabsf" => f("fabsf", false, 1, Abs),
        "floor" => f("floor", true, 1, Floor),
        "floorf" => f("floorf", false, 1, Floor),
        "ceil" => f("ceil", true, 1, Ceil),
        "ceilf" => f("ceilf", false, 1, Ceil),
        "exp" => f("exp", true, 1, call(libm::exp as *const u8)),
        "expf" => f("expf", false, 1, call(libm::expf as *const u8)),
        "log" => f("log", true, 1, call(libm::log as *const u8)),
        "logf" => f("logf", false, 1, call(libm::logf as *const u8)),
        "pow" => f("pow", true, 2, call(libm::pow as *const u8)),
        "powf" => f("powf", false, 2, call(libm::powf as *const u8)),
        "sin" => f("sin", true, 1, call(libm::sin as *const u8)),
        "sinf" => f("sinf", false, 1, call(libm::sinf as *const u8)),
        "cos" => f("cos", true, 1, call(libm::cos as *const u8)),
        "cosf" => f("cosf", false, 1, call(libm::cosf as *const u8)),
        "tan" => f("tan", true, 1, call(libm::tan as *const u8)),
        "tanf" => f("tanf", false, 1, call(libm::tanf as *const u8)),
        "tanh" => f("tanh", true, 1, call(libm::tanh as *const u8)),
        "tanhf" => f("tanhf", false, 1, call(libm::tanhf as *const u8)),
        "fmax" => f("fmax", true, 2, call(libm::fmax as *const u8)),
        "fmaxf" => f("fmaxf", false, 2, call(libm::fmaxf as *const u8)),
        "fmin" => f("fmin", true, 2, call(libm::fmin as *const u8)),
        "fminf" => f("fminf", false, 2, call(libm::fminf as *const u8)),
        _ => None,
    }
}

/// Every name [`math_function`] knows.
pub const MATH_NAMES: &[&str] = &[
    "sqrt", "sqrtf", "fabs", "fabsf", "floor", "floorf", "ceil", "ceilf", "exp", "expf", "log",
    "logf", "pow", "powf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "tanh", "tanhf", "fmax",
    "fmaxf", "fmin", "fminf",
];

/// The function a call of `name` makes: a name of the program (`aliases`, the last one
/// given for a name) first, then a C library name.
pub fn resolve(name: &str, aliases: &[(String, Function)]) -> Option<Function> {
    if let Some((_, f)) = aliases.iter().rev().find(|(n, _)| n == name) {
        return Some(*f);
    }
    MATH_NAMES
        .iter()
        .find(|n| **n == name)
        .copied()
        .map(Function::Math)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_name_is_known() {
        for n in MATH_NAMES {
            let f = math_function(n).unwrap();
            assert_eq!(&f.name, n);
            assert_eq!(f.double, !n.ends_with('f'), "{n}");
        }
        assert!(math_function("printf").is_none());
    }

    #[test]
    fn aliases_come_first() {
        let aliases = vec![("sqrt".to_string(), Function::Identity)];
        assert_eq!(resolve("sqrt", &aliases), Some(Function::Identity));
        assert_eq!(resolve("exp", &aliases), Some(Function::Math("exp")));
        assert_eq!(resolve("rand", &aliases), None);
    }
}
