# The two commands (README): `make demo` and `make test`. Each installs the
# Debian packages it needs first (tools/setup-deps.sh).

LLVM_PREFIX ?= /usr/lib/llvm-22
export MLIR_SYS_220_PREFIX := $(LLVM_PREFIX)
export TABLEGEN_220_PREFIX := $(LLVM_PREFIX)
CARGO ?= cargo
# cargo's output directory (CARGO_TARGET_DIR when set) and the debug tools in it.
TARGET_DIR := $(or $(CARGO_TARGET_DIR),$(CURDIR)/target)
export AXE_TOOLS_DIR ?= $(TARGET_DIR)/debug
PLUGIN := target/plugin/libAxeDialects.so
PASS_PLUGIN := target/plugin/libAxePasses.so

.PHONY: all setup-system setup setup-models build tools tools-and-plugin plugin install test test-release lit demo bench clean

all: build

# cargo needs only the Debian packages; the tests also need the small venv (numpy, ptxas,
# tinygrad, pytest).
setup-system:
	@tools/setup-deps.sh

setup: setup-system
	@tools/setup-python.sh

# The tests also need torch and torch-mlir (the axe Python package's tests, test/Python:
# axe.compile, torch.compile(backend="axe"), examples/python; about 6.5 GB, 5 min once), so
# only `make test` pays for them, not `make build` or `make demo`.
setup-models: setup
	@tools/setup-python-models.sh

build: setup tools

# The binaries and libaxe_layout_capi.so (which axe.layout, in Python, loads). cargo runs
# its own jobs on every core, not from make's job slots: under `make -j2 setup-models
# tools-and-plugin` the other slot waits on pip's downloads, and cargo would build on one core.
NO_JOBSERVER := env -u MAKEFLAGS -u MFLAGS
tools: setup-system
	$(NO_JOBSERVER) $(CARGO) build --workspace --bins
	$(NO_JOBSERVER) $(CARGO) build -p axe-layout-capi

# The dialects (--load-dialect-plugin) and the Rust passes (--load-pass-plugin)
# for upstream mlir-opt, both on libMLIR.so; the passes build in a target
# directory of their own (tools/build-pass-plugin.sh says why).
plugin: setup-system
	$(NO_JOBSERVER) $(CARGO) build -p axe-layout-capi
	$(NO_JOBSERVER) tools/build-plugin.sh $(PLUGIN) $(TARGET_DIR)/debug/libaxe_layout_capi.a
	$(NO_JOBSERVER) AXE_PASS_PLUGIN_TARGET_DIR=$(TARGET_DIR)/pass-plugin-build tools/build-pass-plugin.sh $(PASS_PLUGIN) $(PLUGIN)

# Headers, both plugins and the CMake package (find_package(Axe)) under PREFIX.
PREFIX ?= /usr/local
install: plugin
	tools/install.sh $(PREFIX)

# Every test: the format check (rustfmt.toml), cargo's unit, property and integration tests, including the
# lit suite (tools/axe-opt/tests/lit.rs), then the index simplifier's
# differential test at full size (1,000,000 expressions; release build),
# then the release tools (test-release).
# The model packages (about 4 GB, mostly waiting on the network) download while cargo builds
# (one job each: the two do not share a file, and cargo runs its own jobs).
test: setup-system
	$(MAKE) --no-print-directory -j2 setup-models tools-and-plugin
	$(CARGO) fmt --all -- --check
	$(CARGO) test --workspace
	$(CARGO) test --release -p axe-symbolic --test differential
	$(MAKE) --no-print-directory test-release

# The release tools, which users build for speed and GPU measurements ship, on
# the lit tests an optimizer can break: the CPU JIT and --check-pipeline
# (test/Tools/axe-run), objects (test/Tools/axe-compile), the distributed
# examples under mpirun, the CPU conversions. A debug build hid a dangling
# reference that made every release JIT compilation fail. Only the tools lit
# needs are built.
RELEASE_TOOLS := axe-opt axe-run axe-translate axe-compile axe-layout-cli
RELEASE_LIT := test/Tools/axe-run test/Tools/axe-compile test/Distributed test/Conversion/uop-to-scf
test-release: setup
	$(CARGO) build --release $(addprefix -p ,$(RELEASE_TOOLS))
	AXE_TOOLS_DIR=$(TARGET_DIR)/release $(LLVM_PREFIX)/bin/lit -sv $(RELEASE_LIT)

tools-and-plugin: tools
	$(MAKE) --no-print-directory plugin

# Only the lit suite, verbose.
lit: setup-models build plugin
	$(LLVM_PREFIX)/bin/lit -sv test

demo: build
	tools/demo.sh

bench: setup
	$(CARGO) bench --workspace

clean:
	$(CARGO) clean
