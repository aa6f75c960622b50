//! The Python package's own tests (`python/tests`, pytest, PettingZoo's API test among them),
//! run with the Python that `HALFLINGS_PYTHON` named when this test was built: a virtual
//! environment with the package installed from this tree (`pip install ./python pytest`, as
//! `.ci/run` does). Without it the test is ignored with the reason.

use std::path::Path;
use std::process::Command;

/// The Python the tests run with.
#[cfg(halflings_python)]
const PYTHON: &str = env!("HALFLINGS_PYTHON");
/// Unused: the test is ignored without `HALFLINGS_PYTHON`.
#[cfg(not(halflings_python))]
const PYTHON: &str = "python3";

#[test]
#[cfg_attr(
    not(halflings_python),
    ignore = "needs HALFLINGS_PYTHON=<venv>/bin/python, a Python with the package installed (pip install ./python pytest)"
)]
fn the_python_package_passes_its_tests() {
    let python = PYTHON;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    // The installed package must be this tree's: its Python files are compared (the
    // extension module is rebuilt by `pip install ./python`).
    let stale = Command::new(python)
        .current_dir(&root)
        .args(["-c", STALE_CHECK])
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("run HALFLINGS_PYTHON");
    assert!(
        stale.status.success(),
        "{python}: {}{}",
        String::from_utf8_lossy(&stale.stdout),
        String::from_utf8_lossy(&stale.stderr)
    );
    // No bytecode or cache files in the work tree.
    let status = Command::new(python)
        .current_dir(&root)
        .args([
            "-m",
            "pytest",
            "python/tests",
            "-q",
            "-p",
            "no:cacheprovider",
        ])
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .status()
        .expect("run pytest with HALFLINGS_PYTHON");
    assert!(status.success(), "pytest failed: {status}");
}

/// Fails, naming the files, when the installed package's Python files differ from the tree's.
const STALE_CHECK: &str = r#"
import pathlib, sys
import halflings
installed = pathlib.Path(halflings.__file__).parent
tree = pathlib.Path("python/halflings")
stale = [p.name for p in sorted(tree.glob("*.py"))
         if not (installed / p.name).exists() or (installed / p.name).read_bytes() != p.read_bytes()]
if stale:
    sys.exit(f"the installed halflings package is not this tree's ({', '.join(stale)}): pip install ./python")
"#;
