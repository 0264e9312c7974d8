# The Axe lit suite: FileCheck and --verify-diagnostics tests over axe-opt and
# the other tools. Run through `make test` or `cargo test` (tools/axe-opt/tests/lit.rs),
# or by hand: /usr/lib/llvm-22/bin/lit -v test/
import os
import shutil

import lit.formats

config.name = "Axe"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "..", "target", "lit")
# lit runs the slowest tests first from the times of the last run, which it keeps in the exec
# root; a fresh checkout (CI) has none there and reads test/.lit_test_times.txt instead, the
# times of a whole `make test` (copy target/lit/.lit_test_times.txt over it now and then), so
# that no long emulator test starts last while the other worker idles.
config.excludes = ["lit.cfg.py", "Inputs"]

repo = os.path.abspath(os.path.join(config.test_source_root, ".."))
llvm_prefix = os.environ.get("MLIR_SYS_220_PREFIX", "/usr/lib/llvm-22")
llvm_bin = os.path.join(llvm_prefix, "bin")
# The tools come from cargo's target directory (debug unless AXE_TOOLS_DIR says otherwise).
tools_dir = os.environ.get("AXE_TOOLS_DIR", os.path.join(repo, "target", "debug"))

missing = [t for t in ["axe-opt", "axe-layout", "axe-run", "axe-translate", "axe-compile"] if not os.path.exists(os.path.join(tools_dir, t))]
if missing:
    lit_config.fatal(
        "missing %s in %s: run `cargo build --workspace` first (make test does)"
        % (", ".join(missing), tools_dir))

config.environment["PATH"] = os.pathsep.join(
    [tools_dir, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["RUST_BACKTRACE"] = "0"

# LLVM's libraries (libomp for objects that axe-compile --target=cpu makes with threads).
config.substitutions.append(("%llvm_lib", os.path.join(llvm_prefix, "lib")))

# The upstream driver, for plugin tests: never confuse it with axe-opt.
config.substitutions.append(("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")))

plugin = os.environ.get(
    "AXE_PLUGIN", os.path.join(repo, "target", "plugin", "libAxeDialects.so"))
config.substitutions.append(("%axe_plugin", plugin))
if os.path.exists(plugin):
    config.available_features.add("plugin")
# The Rust passes for --load-pass-plugin (make plugin builds it next to libAxeDialects.so).
pass_plugin = os.environ.get(
    "AXE_PASS_PLUGIN", os.path.join(os.path.dirname(plugin), "libAxePasses.so"))
config.substitutions.append(("%axe_pass_plugin", pass_plugin))
if os.path.exists(plugin) and os.path.exists(pass_plugin):
    config.available_features.add("pass-plugin")
config.substitutions.append(("%llvm_nm", os.path.join(llvm_bin, "llvm-nm")))
# make install's script, installing the plugins next to %axe_plugin.
config.substitutions.append(
    ("%axe_install", "env AXE_PLUGIN_DIR=%s sh %s/tools/install.sh" % (os.path.dirname(plugin), repo)))
config.environment["MLIR_SYS_220_PREFIX"] = llvm_prefix
# cmake (tools/setup-deps.sh installs it) builds the C++ project that consumes the CMake package.
if shutil.which("cmake"):
    config.available_features.add("cmake")

# The project's Python (.venv, made by tools/setup-python.sh) runs the NKI
# interpreter (tools/nki_interp) on emitted kernels.
venv_python = os.path.join(repo, ".venv", "bin", "python")
config.substitutions.append(("%python", venv_python if os.path.exists(venv_python) else "python3"))
config.substitutions.append(("%nki_check", os.path.join(repo, "tools", "nki_interp", "check.py")))
config.substitutions.append(("%nki_interp", os.path.join(repo, "tools", "nki_interp")))
config.substitutions.append(("%examples", os.path.join(repo, "examples")))
# The tinygrad bridge (tools/tinygrad_bridge), run by the same Python; tinygrad comes from the .venv.
config.substitutions.append(("%tinygrad_bridge", os.path.join(repo, "tools", "tinygrad_bridge")))

# ptxas (tools/setup-python.sh links the nvidia-cuda-nvcc wheel's) assembles
# every emitted PTX file: `// REQUIRES: ptxas`, `%ptxas -arch=sm_90 ...`.
venv_ptxas = os.path.join(repo, ".venv", "bin", "ptxas")
ptxas = venv_ptxas if os.path.exists(venv_ptxas) else shutil.which("ptxas")
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
# nvdisasm (the nvidia-cuda-nvdisasm wheel's, linked likewise) prints a cubin's SASS:
# `// REQUIRES: nvdisasm`, `%nvdisasm file.cubin`.
venv_nvdisasm = os.path.join(repo, ".venv", "bin", "nvdisasm")
nvdisasm = venv_nvdisasm if os.path.exists(venv_nvdisasm) else shutil.which("nvdisasm")
if nvdisasm:
    config.available_features.add("nvdisasm")
    config.substitutions.append(("%nvdisasm", nvdisasm))

# A CUDA driver library: GPU runs happen instead of being skipped.
import ctypes.util
if ctypes.util.find_library("cuda"):
    config.available_features.add("cuda-driver")

# util-linux `script` runs a tool under a pseudo-terminal (axe-run's progress line).
if shutil.which("script"):
    config.available_features.add("script")

# The reference generator (docs/); tools/gen-docs.sh uses AXE_TOOLS_DIR's axe-opt.
config.substitutions.append(("%gen_docs", os.path.join(repo, "tools", "gen-docs.sh")))
config.environment["AXE_TOOLS_DIR"] = tools_dir

# Distributed programs run under OpenMPI's mpirun (tools/setup-deps.sh installs it): loopback
# only, more processes than cores allowed, as root where CI runs as root. Tests that need it say
# `REQUIRES: mpi`; without mpirun lit reports them UNSUPPORTED.
import shutil
if shutil.which("mpirun"):
    config.available_features.add("mpi")
    for name in ["OMPI_ALLOW_RUN_AS_ROOT", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"]:
        config.environment[name] = "1"
    config.environment["OMPI_MCA_rmaps_base_oversubscribe"] = "1"
    config.substitutions.append(("%mpirun", "mpirun --oversubscribe --mca btl self,vader --mca btl_vader_single_copy_mechanism none"))

# The CPU pipeline compiles for the host; tests of x86 AVX code sequences say `REQUIRES: avx`.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        if " avx " in cpuinfo.read().replace("\n", " "):
            config.available_features.add("avx")
except OSError:
    pass
