"""The `hedra` module: TC defs compiled by hedra and called on NumPy arrays, compared with
NumPy.

Tolerances: float32 results are compared with rtol=1e-4, atol=1e-5 (hedra's code may sum
in another order than NumPy, and the C compiler may contract multiply-adds), float64
results with rtol=1e-10, atol=1e-12; integer results exactly.
"""

import concurrent.futures
import json
import subprocess

import numpy as np
import pytest

import hedra

F32 = dict(rtol=1e-4, atol=1e-5)
F64 = dict(rtol=1e-10, atol=1e-12)

MM = "def mm(float(M,K) A, float(K,N) B) -> (C) {\n    C(m,n) +=! A(m,k) * B(k,n)\n}\n"

KERNELS = """
def mlp(float(B,I) X, float(O,I) W, float(O) b) -> (Y, S) {
    T(n,o) +=! X(n,i) * W(o,i)
    Y(n,o) = fmaxf(T(n,o) + b(o), 0)
    S(n) +=! Y(n,o)
}
def softmax(double(N,M) X) -> (Y) {
    mx(n) max=! X(n,m)
    e(n,m) = exp(X(n,m) - mx(n))
    s(n) +=! e(n,m)
    Y(n,m) = e(n,m) / s(n)
}
def imv(int32(N,M) A, int32(M) v) -> (R) { R(n) +=! A(n,m) * v(m) }
def imax(int64(N,M) A) -> (R) { R(n) max=! A(n,m) }
def axpy(float a, float(N) X, float(N) Y) -> (Z) { Z(i) = a * X(i) + Y(i) }
def acc(float(N) A, float(N) B) -> (B) { B(i) += A(i) }
def total(double(N) A) -> (s) { s +=! A(i) }
def conv(float(H,W) I, float(KH,KW) K) -> (O) { O(h,w) +=! I(h+kh, w+kw) * K(kh,kw) }
"""

rng = np.random.default_rng(19)


def f32(*shape):
    return rng.standard_normal(shape, dtype=np.float32)


@pytest.fixture(scope="module")
def mm():
    return hedra.tc(MM)


@pytest.fixture(scope="module")
def kernels():
    return hedra.tc(KERNELS)


def test_matrix_product(mm):
    A, B = f32(67, 45), f32(45, 38)
    C = mm.mm(A, B)
    assert C.shape == (67, 38) and C.dtype == np.float32 and C.flags.c_contiguous
    np.testing.assert_allclose(C, A @ B, **F32)
    assert mm.defs == ["mm"] and mm["mm"].name == "mm"
    assert repr(mm.mm) == "<hedra def mm(A: float32[M, K], B: float32[K, N]) -> (C: float32[M, N])>"


def test_several_outputs_and_temporaries(kernels):
    X, W, b = f32(9, 13), f32(7, 13), f32(7)
    Y, S = kernels.mlp(X, W, b)
    want = np.maximum(X @ W.T + b, 0)
    np.testing.assert_allclose(Y, want, **F32)
    np.testing.assert_allclose(S, want.sum(axis=1), **F32)
    assert kernels.mlp.outputs == ["Y", "S"] and kernels.mlp.inputs == ["X", "W", "b"]


def test_float64_with_a_max_reduction(kernels):
    X = rng.standard_normal((6, 11)) * 10
    e = np.exp(X - X.max(axis=1, keepdims=True))
    Y = kernels.softmax(X)
    assert Y.dtype == np.float64
    np.testing.assert_allclose(Y, e / e.sum(axis=1, keepdims=True), **F64)


def test_integers_exactly(kernels):
    A = rng.integers(-1000, 1000, (8, 5), dtype=np.int32)
    v = rng.integers(-1000, 1000, 5, dtype=np.int32)
    R = kernels.imv(A, v)
    assert R.dtype == np.int32 and np.array_equal(R, A @ v)
    L = rng.integers(-(10**15), 10**15, (4, 9), dtype=np.int64)
    assert np.array_equal(kernels.imax(L), L.max(axis=1))


def test_scalars_keywords_and_in_place_outputs(kernels):
    x = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(kernels.axpy(2.0, x, x), 3 * x)
    np.testing.assert_array_equal(kernels.axpy(Y=x, X=x, a=1), 2 * x)
    B = np.ones(5, dtype=np.float32)
    np.testing.assert_array_equal(kernels.acc(x, B), x + 1)
    assert np.array_equal(B, np.ones(5)), "the caller's array is not written"
    s = kernels.total(np.arange(6.0))
    assert s.shape == () and s == 15.0


def test_inferred_output_shapes(kernels):
    I, K = f32(10, 12), f32(3, 4)
    O = kernels.conv(I, K)
    want = np.array([[np.sum(I[h:h + 3, w:w + 4] * K) for w in range(9)] for h in range(8)])
    assert O.shape == (8, 9)
    np.testing.assert_allclose(O, want, **F32)
    with pytest.raises(ValueError, match=r"O: dimension 0 would be H - KH \+ 1 = 0"):
        kernels.conv(f32(2, 12), K)


def test_non_contiguous_inputs_are_copied(mm):
    A, B = f32(30, 20), f32(60, 24)
    views = (A.T, B[::2, 1::3])  # 20 x 30 and 30 x 8, neither C-contiguous
    np.testing.assert_allclose(mm.mm(*views), views[0] @ views[1], **F32)
    np.testing.assert_allclose(mm.mm(np.asfortranarray(A), f32(20, 3)).shape, (30, 3))


def test_shape_mismatches_name_the_tensor_the_dimension_and_both_values(mm):
    with pytest.raises(ValueError) as e:
        mm.mm(f32(4, 5), f32(6, 7))
    assert str(e.value) == "mm: B: dimension 0 (K) is 6, but dimension 1 of A made K = 5"
    with pytest.raises(ValueError, match=r"mm: B: expected 2 dimensions \(K, N\), got 3"):
        mm.mm(f32(4, 5), f32(5, 7, 1))
    with pytest.raises(ValueError, match=r"A: dimension 0 \(M\) is 0"):
        mm.mm(f32(0, 5), f32(5, 7))


def test_dtype_and_argument_errors(mm, kernels):
    with pytest.raises(TypeError, match="A: expected dtype float32, got float64"):
        mm.mm(np.ones((2, 2)), f32(2, 2))
    with pytest.raises(TypeError, match="B: expected a numpy.ndarray of float32, got list"):
        mm.mm(f32(2, 2), [[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(TypeError, match=r"mm\(A, B\): B missing"):
        mm.mm(f32(2, 2))
    with pytest.raises(TypeError, match=r"takes 2 arguments, 3 given"):
        mm.mm(f32(2, 2), f32(2, 2), f32(2, 2))
    with pytest.raises(TypeError, match="A given twice"):
        mm.mm(f32(2, 2), f32(2, 2), A=f32(2, 2))
    with pytest.raises(TypeError, match="a: not a float32 scalar"):
        kernels.axpy("two", f32(3), f32(3))
    with pytest.raises(TypeError, match="v: expected dtype int32, got int64"):
        kernels.imv(np.ones((2, 2), np.int32), np.ones(2, np.int64))
    with pytest.raises(AttributeError, match="no def `nope`"):
        mm.nope
    with pytest.raises(KeyError):
        mm["nope"]


def test_tc_errors_have_line_column_and_caret():
    src = "def f(float(N) A) -> (B) {\n    B(i) = A(i) +\n}\n"
    with pytest.raises(hedra.TcError) as e:
        hedra.tc(src, filename="f.tc")
    message = str(e.value)
    assert message.startswith("f.tc:3:1: error:"), message
    assert "^" in message and "B(i) = A(i) +" not in message.splitlines()[0]
    with pytest.raises(hedra.TcError, match=r"<tc>:1:30: error: .* unbounded.*where i in"):
        hedra.tc("def g(float(N) A) -> (B) { B(i) = 1 }")


def test_options():
    plain = hedra.tc(MM, tile=False, parallel=False, register_tile=False)
    assert "#pragma omp" not in plain.c_source
    assert "#pragma omp" in hedra.tc(MM).c_source
    tiled = hedra.tc(MM, tile=[16, 8], fusion="max", promote=False)
    A, B = f32(33, 17), f32(17, 21)
    for prog in (plain, tiled):
        np.testing.assert_allclose(prog.mm(A, B), A @ B, **F32)
    with pytest.raises(ValueError, match="bad fusion"):
        hedra.tc(MM, fusion="sideways")
    with pytest.raises(ValueError, match="invalid register tile"):
        hedra.tc(MM, register_tile="6y16")
    with pytest.raises(ValueError, match="tile:"):
        hedra.tc(MM, tile=[0])
    with pytest.raises(TypeError):
        hedra.tc(MM, tiles=[16])


def test_second_construction_hits_the_library_cache(fresh_cache):
    first = hedra.tc(MM)
    library = first.library
    assert str(library).startswith(str(fresh_cache))
    stamp = library.stat().st_mtime_ns
    second = hedra.tc(MM)
    assert second.library == library and library.stat().st_mtime_ns == stamp
    assert len(list(fresh_cache.glob("*.so"))) == 1
    A, B = f32(5, 6), f32(6, 7)
    np.testing.assert_allclose(second.mm(A, B), first.mm(A, B), **F32)


def test_compiler_errors_carry_the_compilers_message(fresh_cache, tmp_path, monkeypatch):
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    with pytest.raises(hedra.CompileError, match="cannot run the C compiler"):
        hedra.tc(MM)
    broken = tmp_path / "broken-cc"
    broken.write_text("#!/bin/sh\necho 'broken-cc: it will not compile today' >&2\nexit 1\n")
    broken.chmod(0o755)
    monkeypatch.setenv("CC", str(broken))
    with pytest.raises(hedra.CompileError, match="it will not compile today"):
        hedra.tc(MM)


def test_threads_call_at_once(mm):
    pairs = [(f32(40, 30), f32(30, 20)) for _ in range(8)]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda p: mm.mm(*p), pairs))
    for (A, B), C in zip(pairs, results):
        np.testing.assert_allclose(C, A @ B, **F32)


def test_tuned_options_from_hedra_tune_and_a_written_entry(
    hedra_binary, fresh_cache, tmp_path
):
    source = tmp_path / "mm.tc"
    source.write_text(MM)
    cache = tmp_path / "tune.json"
    subprocess.run(
        [hedra_binary, "tune", str(source), "--def", "mm", "--sizes", "M=32,K=24,N=16",
         "--generations", "1", "--population", "2", "--cache", str(cache)],
        check=True, capture_output=True,
    )
    entries = json.loads(cache.read_text())["entries"]
    prog = hedra.tc(MM, tuned=True, cache=cache)
    assert prog.mm.tuned(M=32, K=24, N=16) == entries[0]["flags"]
    assert prog.mm.tuned(M=32, K=24, N=17) is None
    libraries = lambda: len(list(fresh_cache.glob("*.so")))  # noqa: E731
    A, B = f32(32, 24), f32(24, 16)
    np.testing.assert_allclose(prog.mm(A, B), A @ B, **F32)
    # The def alone under its tuned options: a library of its own, unless they are the
    # defaults (the same code as the untuned library's, found in the cache).
    tuned = libraries()
    assert tuned == (1 if entries[0]["flags"] == "" else 2)
    # An entry written here, at other sizes: its options are used.
    written = dict(entries[0])
    written["key"] = dict(written["key"], sizes={"M": 8, "K": 8, "N": 8})
    written["options"] = {"tiling": "none", "parallel": "off"}
    written["flags"] = "--no-tile --no-parallel"
    cache.write_text(json.dumps({"version": 1, "entries": entries + [written]}))
    assert prog.mm.tuned(M=8, K=8, N=8) == "--no-tile --no-parallel"
    A, B = f32(8, 8), f32(8, 8)
    np.testing.assert_allclose(prog.mm(A, B), A @ B, **F32)
    assert libraries() == tuned + 1
    tuned_sources = [p.read_text() for p in fresh_cache.glob("*.c")]
    assert any("#pragma omp" not in text for text in tuned_sources)
    # Sizes without an entry run the untuned library; nothing more is compiled.
    A, B = f32(9, 8), f32(8, 8)
    np.testing.assert_allclose(prog.mm(A, B), A @ B, **F32)
    assert libraries() == tuned + 1
