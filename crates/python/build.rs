//! Whether the pytest suite of `python/tests` runs with `cargo test`: when `HALFLINGS_PYTHON`
//! names a Python with the package installed (a virtual environment's `bin/python`, as
//! `.ci/run` makes one), the test `pytest` is built to run it (`cfg(halflings_python)`);
//! without it the test is ignored with the reason `needs HALFLINGS_PYTHON=…`.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(halflings_python)");
    println!("cargo::rerun-if-env-changed=HALFLINGS_PYTHON");
    if std::env::var_os("HALFLINGS_PYTHON").is_some_and(|p| !p.is_empty()) {
        println!("cargo::rustc-cfg=halflings_python");
    }
}
