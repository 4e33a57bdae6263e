//! The parser: every construct, and the thesis's examples.

use hedra_tc::ast::{AssignOp, BinOp, ExprKind, ReduceOp, ScalarType, UnOp};
use hedra_tc::parse;

fn one_def(src: &str) -> hedra_tc::ast::Def {
    let p = parse(src).unwrap_or_else(|d| panic!("{}", d.render("t.tc", src)));
    assert_eq!(p.defs.len(), 1);
    p.defs.into_iter().next().unwrap()
}

#[test]
fn matrix_product() {
    let src = "def mm(float(M,K) A, float(K,N) B) -> (C) {\n  C(m,n) +=! A(m,k) * B(k,n)\n}";
    let d = one_def(src);
    assert_eq!(d.name.name, "mm");
    assert_eq!(d.inputs.len(), 2);
    assert_eq!(d.inputs[0].ty, ScalarType::Float);
    let sizes: Vec<&str> = d.inputs[1].sizes.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(sizes, ["K", "N"]);
    assert_eq!(d.outputs[0].name, "C");
    let s = &d.stmts[0];
    assert_eq!(
        s.op,
        AssignOp::Reduce {
            op: ReduceOp::Add,
            init: true
        }
    );
    assert_eq!(&src[s.op_span.start..s.op_span.end], "+=!");
    assert_eq!(&src[s.span.start..s.span.end], "C(m,n) +=! A(m,k) * B(k,n)");
    let ExprKind::Binary(BinOp::Mul, a, b) = &s.rhs.kind else {
        panic!("{:?}", s.rhs)
    };
    assert_eq!(&src[a.span.start..a.span.end], "A(m,k)");
    assert_eq!(&src[b.span.start..b.span.end], "B(k,n)");
}

#[test]
fn every_reduction_operator() {
    let ops = [
        ("=", AssignOp::Set),
        (
            "+=",
            AssignOp::Reduce {
                op: ReduceOp::Add,
                init: false,
            },
        ),
        (
            "*=",
            AssignOp::Reduce {
                op: ReduceOp::Mul,
                init: false,
            },
        ),
        (
            "min=",
            AssignOp::Reduce {
                op: ReduceOp::Min,
                init: false,
            },
        ),
        (
            "max=",
            AssignOp::Reduce {
                op: ReduceOp::Max,
                init: false,
            },
        ),
        (
            "+=!",
            AssignOp::Reduce {
                op: ReduceOp::Add,
                init: true,
            },
        ),
        (
            "*=!",
            AssignOp::Reduce {
                op: ReduceOp::Mul,
                init: true,
            },
        ),
        (
            "min=!",
            AssignOp::Reduce {
                op: ReduceOp::Min,
                init: true,
            },
        ),
        (
            "max=!",
            AssignOp::Reduce {
                op: ReduceOp::Max,
                init: true,
            },
        ),
    ];
    for (text, op) in ops {
        let src = format!("def f(double(N) A) -> (B) {{ B(i) {text} A(i) }}");
        let d = one_def(&src);
        assert_eq!(d.stmts[0].op, op, "{text}");
        assert_eq!(d.stmts[0].op.to_string(), text);
    }
}

#[test]
fn min_and_max_are_names_elsewhere() {
    // `min` followed by `==` or `(` is an identifier, not an operator.
    let d = one_def("def f(int64(N) min) -> (B) { B(i) = min(i) == 0 ? 1 : 2 }");
    let ExprKind::Ternary(c, _, _) = &d.stmts[0].rhs.kind else {
        panic!()
    };
    assert!(matches!(c.kind, ExprKind::Binary(BinOp::Eq, _, _)));
}

#[test]
fn element_types_and_scalars() {
    let d = one_def(
        "def f(float a, double(N) b, int32(N) c, int64(N) d, int(N) e) -> (o) { o(i) = a }",
    );
    let tys: Vec<ScalarType> = d.inputs.iter().map(|p| p.ty).collect();
    use ScalarType::*;
    assert_eq!(tys, [Float, Double, Int32, Int64, Int32]);
    assert!(d.inputs[0].sizes.is_empty());
}

#[test]
fn fused_mlp_layer_with_where_and_fmaxf() {
    let src = "def fcrelu(float(B,I) in, float(O,I) weight, float(O) bias) -> (out) {
    out(b,o) = bias(o) where b in 0:B   # broadcast the bias
    out(b,o) += in(b,i) * weight(o,i)
    out(b,o) = fmaxf(out(b,o), 0)
}";
    let d = one_def(src);
    assert_eq!(d.stmts.len(), 3);
    let w = &d.stmts[0].wheres[0];
    assert_eq!(w.var.name, "b");
    assert_eq!(&src[w.span.start..w.span.end], "b in 0:B");
    let ExprKind::Call { name, args } = &d.stmts[2].rhs.kind else {
        panic!()
    };
    assert_eq!(name.name, "fmaxf");
    assert_eq!(args[1].kind, ExprKind::Int(0));
}

#[test]
fn convolution_and_maxpool_subscripts() {
    let d = one_def(
        "def conv2d(float(B,IP,H,W) in, float(OP,IP,KH,KW) weight) -> (out) {
           out(b,op,h,w) +=! in(b,ip, h + kh, w + kw) * weight(op,ip,kh,kw) }",
    );
    assert_eq!(d.stmts[0].indices.len(), 4);
    let d = one_def(
        "def maxpool2x2(float(B,C,H,W) in) -> (out) {
           out(b,c,i,j) max=! in(b,c, 2 * i + kh, 2 * j + kw) where kh in 0:2, kw in 0:2 }",
    );
    assert_eq!(d.stmts[0].wheres.len(), 2);
}

#[test]
fn softmax_pipeline_several_outputs() {
    let d = one_def(
        "def softmax(float(N,M) X) -> (mx, e, s, Y) {
            mx(n) max=! X(n,m)
            e(n,m) = expf(X(n,m) - mx(n))
            s(n) +=! e(n,m)
            Y(n,m) = e(n,m) / s(n)
         }",
    );
    assert_eq!(d.outputs.len(), 4);
    assert_eq!(d.stmts.len(), 4);
}

#[test]
fn precedence_unary_ternary_and_constants() {
    let d = one_def("def f(double(N) A) -> (B) { B(i) = -A(i) + 2.5e1 * A(i) > 0 && !(A(i) < 1.5f) ? sqrt(A(i)) : exp(-1) }");
    let ExprKind::Ternary(c, t, e) = &d.stmts[0].rhs.kind else {
        panic!()
    };
    let ExprKind::Binary(BinOp::And, l, r) = &c.kind else {
        panic!()
    };
    let ExprKind::Binary(BinOp::Gt, sum, _) = &l.kind else {
        panic!()
    };
    let ExprKind::Binary(BinOp::Add, neg, prod) = &sum.kind else {
        panic!()
    };
    assert!(matches!(neg.kind, ExprKind::Unary(UnOp::Neg, _)));
    let ExprKind::Binary(BinOp::Mul, k, _) = &prod.kind else {
        panic!()
    };
    assert_eq!(k.kind, ExprKind::Float(25.0));
    let ExprKind::Unary(UnOp::Not, inner) = &r.kind else {
        panic!()
    };
    let ExprKind::Binary(BinOp::Lt, _, f) = &inner.kind else {
        panic!()
    };
    assert_eq!(f.kind, ExprKind::Float(1.5));
    assert!(matches!(&t.kind, ExprKind::Call { name, .. } if name.name == "sqrt"));
    assert!(matches!(&e.kind, ExprKind::Call { name, .. } if name.name == "exp"));
}

#[test]
fn left_associative_subtraction_and_division() {
    let d = one_def("def f(int32(N) A) -> (B) { B(i) = A(i) - 1 - 2 / 3 / 4 }");
    let ExprKind::Binary(BinOp::Sub, l, r) = &d.stmts[0].rhs.kind else {
        panic!()
    };
    assert!(matches!(l.kind, ExprKind::Binary(BinOp::Sub, _, _)));
    let ExprKind::Binary(BinOp::Div, l2, _) = &r.kind else {
        panic!()
    };
    assert!(matches!(l2.kind, ExprKind::Binary(BinOp::Div, _, _)));
}

#[test]
fn several_defs_comments_semicolons_dims_and_bare_output() {
    let p = parse(
        "// two functions\n\
         def a(float(N) X) -> Y { Y(i) = X(i); }\n\
         def b(float(N) X) -> (Z) { Z(i) = X(i) * X.0 # size of dim 0\n }",
    )
    .unwrap();
    assert_eq!(p.defs.len(), 2);
    assert_eq!(p.defs[0].outputs[0].name, "Y");
    let ExprKind::Binary(_, _, dim) = &p.defs[1].stmts[0].rhs.kind else {
        panic!()
    };
    assert!(matches!(&dim.kind, ExprKind::Dim { tensor, dim: 0 } if tensor.name == "X"));
}

#[test]
fn gather_with_data_dependent_subscript() {
    let d = one_def("def gather(float(N) X, int32(A,B) I) -> (Z) { Z(i,j) = X(I(i,j)) }");
    let ExprKind::Call { args, .. } = &d.stmts[0].rhs.kind else {
        panic!()
    };
    assert!(matches!(&args[0].kind, ExprKind::Call { name, .. } if name.name == "I"));
}
