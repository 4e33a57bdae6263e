"""Shared fixtures of the `hedra` module's tests.

The compiled libraries go to a cache folder of the test session (through XDG_CACHE_HOME),
never to the user's; a test that looks at that folder gets a fresh one of its own.
"""

import os
import pathlib
import shutil

import pytest


@pytest.fixture(autouse=True, scope="session")
def session_cache(tmp_path_factory):
    """XDG_CACHE_HOME of the whole session: libraries compiled once for all tests."""
    home = tmp_path_factory.mktemp("xdg-cache")
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(home)
    yield home
    if old is None:
        del os.environ["XDG_CACHE_HOME"]
    else:
        os.environ["XDG_CACHE_HOME"] = old


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    """A cache folder of this test alone; its library folder is returned."""
    home = tmp_path / "xdg"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home / "hedra" / "py"


@pytest.fixture(scope="session")
def hedra_binary():
    """The `hedra` command line (for `hedra tune`): $HEDRA, else the workspace's release
    build, else `hedra` on the PATH."""
    given = os.environ.get("HEDRA")
    if given:
        return given
    root = pathlib.Path(__file__).resolve().parents[3]
    built = root / "target" / "release" / "hedra"
    if built.exists():
        return str(built)
    found = shutil.which("hedra")
    if found is None:
        pytest.skip("no hedra binary (cargo build --release -p hedra, or set HEDRA)")
    return found
