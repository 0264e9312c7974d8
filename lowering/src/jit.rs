//! The CPU JIT: a module (kernel functions in the split form and their
//! drivers, or plain func/memref/arith/scf code) lowered through
//! [`crate::llvm_pipeline`] with C wrappers requested, compiled by MLIR's
//! ExecutionEngine (LLVM ORC, -O2), and called on the interpreter's values.
//! Math functions without an LLVM intrinsic become libm calls, resolved in
//! this process (Rust's std links libm).

pub mod abi;
pub mod constant_bounds;
#[cfg(test)]
mod float_minmax;
#[cfg(test)]
mod math_accuracy;

use crate::llvm_pipeline;
use abi::{decode, element_bytes, encode, NativeMemRef};
use axe_dialects::ir::value_types::{type_info, TypeInfo};
use axe_values::Val;
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Module, Operation, OperationRef, Type, TypeLike};
use mlir_sys as sys;
use std::time::{Duration, Instant};

/// A compiled module.
pub struct CpuJit {
    engine: sys::MlirExecutionEngine,
}

impl Drop for CpuJit {
    fn drop(&mut self) {
        unsafe { sys::mlirExecutionEngineDestroy(self.engine) }
    }
}

/// The argument and result types of a `func.func`.
fn signature(function: &OperationRef) -> Result<(Vec<TypeInfo>, Vec<TypeInfo>), String> {
    let attribute = function
        .attribute("function_type")
        .map_err(|_| "a function has no type".to_string())?;
    let ty = unsafe { Type::from_raw(sys::mlirTypeAttrGetValue(attribute.to_raw())) };
    let raw = ty.to_raw();
    let inputs = (0..unsafe { sys::mlirFunctionTypeGetNumInputs(raw) })
        .map(|i| type_info(unsafe { Type::from_raw(sys::mlirFunctionTypeGetInput(raw, i)) }))
        .collect();
    let results = (0..unsafe { sys::mlirFunctionTypeGetNumResults(raw) })
        .map(|i| type_info(unsafe { Type::from_raw(sys::mlirFunctionTypeGetResult(raw, i)) }))
        .collect();
    Ok((inputs, results))
}

fn string_ref(s: &str) -> sys::MlirStringRef {
    sys::MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

/// What compiled code calls for `abort`. MLIR lowers a failed `cf.assert` to a `puts` of its
/// message and a call of `abort`, whose SIGABRT the tools' crash handler reports as a crash of
/// Axe ("PLEASE report this crash", a stack dump; under mpirun on every process). Here the
/// process flushes what the program printed and exits with status 1. `_exit`, not `exit`: other
/// threads (OpenMP workers, MPI's progress thread) may still run, and must not see static state
/// destroyed under them, as `abort` would not have.
extern "C" fn failed_assertion() {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    unsafe {
        libc::fflush(std::ptr::null_mut());
        libc::_exit(1)
    }
}

/// Opens the first library of `$env_var` and `defaults` that loads, with its symbols global
/// so that the JIT resolves them from the process; `missing` says what to install otherwise.
pub fn open_runtime_library(env_var: &str, defaults: &[&str], missing: &str) -> Result<(), String> {
    unsafe extern "C" {
        fn dlopen(filename: *const std::ffi::c_char, flag: std::ffi::c_int) -> *mut std::ffi::c_void;
    }
    const RTLD_NOW: std::ffi::c_int = 2;
    const RTLD_GLOBAL: std::ffi::c_int = 0x100;
    let candidates: Vec<String> = std::env::var(env_var)
        .into_iter()
        .chain(defaults.iter().map(|d| d.to_string()))
        .collect();
    for path in &candidates {
        let Ok(c) = std::ffi::CString::new(path.as_str()) else {
            continue;
        };
        if !unsafe { dlopen(c.as_ptr(), RTLD_NOW | RTLD_GLOBAL) }.is_null() {
            return Ok(());
        }
    }
    Err(format!("{missing} (tried {})", candidates.join(", ")))
}

/// LLVM's OpenMP runtime, which parallel (`core`) schedules call (`__kmpc_fork_call`, ...),
/// opened once. `$AXE_LIBOMP` names another copy; the thread count is libomp's
/// (`OMP_NUM_THREADS`).
pub fn load_openmp_runtime() -> Result<(), String> {
    static LOADED: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    LOADED
        .get_or_init(|| {
            open_runtime_library(
                "AXE_LIBOMP",
                &["/usr/lib/llvm-22/lib/libomp.so.5", "libomp.so.5"],
                "LLVM's OpenMP runtime is not installed; Debian package libomp-22-dev",
            )
        })
        .clone()
}

impl CpuJit {
    /// Lowers a copy of `module` and compiles it; diagnostics of a failed
    /// lowering are printed by the context, the error says what failed.
    pub fn compile(module: &Module) -> Result<CpuJit, String> {
        let pipeline = format!(
            "builtin.module(func.func(llvm-request-c-wrappers),{})",
            llvm_pipeline::LOWER_TO_LLVM.argument
        );
        CpuJit::compile_with(module, &pipeline)
    }

    /// Lowers a copy of `module` with `pipeline` (which must end in the LLVM dialect) and
    /// compiles it. Modules that call MPI (`llvm.func @MPI_*`) get OpenMPI's library
    /// ([`crate::mpi::load_runtime`]).
    pub fn compile_with(module: &Module, pipeline: &str) -> Result<CpuJit, String> {
        constant_bounds::check(module)?;
        let copy = unsafe { Operation::from_raw(sys::mlirOperationClone(module.as_operation().to_raw())) };
        let mut copy = Module::from_operation(copy).ok_or("the module does not clone")?;
        drop_axe_argument_attributes(&copy);
        crate::pipeline::run_pipeline(&mut copy, pipeline)?;
        let (mut parallel, mut mpi) = (false, false);
        axe_dialects::ir::read::for_each_nested(&copy.as_operation(), &mut |op| {
            parallel |= axe_dialects::ir::read::op_name(&op) == "omp.parallel";
            mpi |= axe_dialects::ir::read::op_name(&op) == "llvm.func"
                && axe_dialects::ir::symbol(&op, "sym_name").is_some_and(|n| n.starts_with("MPI_"));
        });
        if parallel {
            load_openmp_runtime()?;
        }
        if mpi {
            crate::mpi::load_runtime()?;
        }
        let engine = unsafe {
            sys::mlirRegisterAllLLVMTranslations(sys::mlirModuleGetContext(copy.to_raw()));
            sys::mlirExecutionEngineCreate(copy.to_raw(), 2, 0, std::ptr::null(), false, false)
        };
        if engine.ptr.is_null() {
            return Err("the LLVM dialect module does not translate or compile for this CPU".into());
        }
        // A failed `cf.assert` (a distributed function's entry check, a program's own assertion)
        // prints its message and calls `abort`: an error of the program, which must end the
        // process with a status, not reach the tools' crash handler as a crash of Axe.
        // Registered before the first call, when the JIT resolves the module's symbols.
        unsafe {
            sys::mlirExecutionEngineRegisterSymbol(
                engine,
                string_ref("abort"),
                failed_assertion as *mut std::ffi::c_void,
            )
        };
        if mpi {
            crate::mpi::register_symbol_aliases(engine);
        }
        Ok(CpuJit { engine })
    }

    /// Calls `function` (a `func.func` of the module it was compiled from)
    /// with `args`: memrefs are copied in, written back after the call.
    /// Returns its scalar results.
    pub fn call(&self, function: &OperationRef, name: &str, args: &[Val]) -> Result<Vec<Val>, String> {
        self.invoke(function, name, args, 0, 1).map(|(results, _)| results)
    }

    /// The wall time of each of `runs` calls of `function` on `args`, after
    /// `warmup` untimed calls. The arguments are copied in once, so only the
    /// compiled code is timed (a function that updates a memref in place
    /// sees its own earlier writes).
    pub fn time(
        &self,
        function: &OperationRef,
        name: &str,
        args: &[Val],
        warmup: usize,
        runs: usize,
    ) -> Result<Vec<Duration>, String> {
        self.invoke(function, name, args, warmup, runs.max(1))
            .map(|(_, times)| times)
    }

    fn invoke(
        &self,
        function: &OperationRef,
        name: &str,
        args: &[Val],
        warmup: usize,
        runs: usize,
    ) -> Result<(Vec<Val>, Vec<Duration>), String> {
        let (inputs, results) = signature(function)?;
        if inputs.len() != args.len() {
            return Err(format!("@{name} takes {} arguments, got {}", inputs.len(), args.len()));
        }
        let mut memrefs: Vec<(NativeMemRef, &axe_values::MemRef)> = Vec::new();
        // One slot per scalar argument.
        let mut scalars: Vec<u64> = vec![0; args.len()];
        // Pointers to each descriptor, one per memref argument.
        let mut descriptor_pointers: Vec<*mut i64> = Vec::new();
        for arg in args {
            match arg {
                Val::MemRef(m) => memrefs.push((NativeMemRef::new(m)?, m)),
                Val::Scalar(e, _) => {
                    element_bytes(*e).ok_or_else(|| format!("the JIT cannot pass an {e} scalar"))?;
                }
                other => return Err(format!("the JIT cannot pass a {}", other.kind())),
            }
        }
        for (native, _) in memrefs.iter_mut() {
            descriptor_pointers.push(native.descriptor.as_mut_ptr());
        }
        let mut packed: Vec<*mut ()> = Vec::new();
        let (mut next_memref, mut next_scalar) = (0, 0);
        for arg in args {
            match arg {
                Val::MemRef(_) => {
                    packed.push((&mut descriptor_pointers[next_memref]) as *mut *mut i64 as *mut ());
                    next_memref += 1;
                }
                Val::Scalar(e, n) => {
                    let bytes = element_bytes(*e).expect("checked above");
                    let slot = &mut scalars[next_scalar];
                    let raw = unsafe { std::slice::from_raw_parts_mut((slot as *mut u64).cast::<u8>(), bytes) };
                    encode(*e, *n, raw);
                    packed.push((slot as *mut u64).cast());
                    next_scalar += 1;
                }
                _ => unreachable!("rejected above"),
            }
        }
        // One scalar result comes back by value (the packed wrapper stores it
        // through the last pointer); several come back in a struct with
        // natural alignment that the C wrapper takes by pointer first.
        let mut result_elems = Vec::new();
        for result in &results {
            let TypeInfo::Scalar(e) = result else {
                return Err(format!("@{name} returns a {result}; the JIT returns scalars only"));
            };
            element_bytes(*e).ok_or_else(|| format!("the JIT cannot return an {e}"))?;
            result_elems.push(*e);
        }
        let mut offsets = Vec::new();
        let mut size = 0usize;
        for &e in &result_elems {
            let bytes = element_bytes(e).expect("checked above");
            size = size.next_multiple_of(bytes);
            offsets.push(size);
            size += bytes;
        }
        let mut returned = vec![0u64; size.div_ceil(8).max(1)];
        let mut returned_pointer: *mut u64 = returned.as_mut_ptr();
        match result_elems.len() {
            0 => {}
            1 => packed.push(returned_pointer.cast()),
            _ => packed.insert(0, (&mut returned_pointer as *mut *mut u64).cast()),
        }
        let symbol = sys::MlirStringRef {
            data: name.as_ptr().cast(),
            length: name.len(),
        };
        let mut times = Vec::with_capacity(runs);
        for call in 0..warmup + runs {
            let start = Instant::now();
            let outcome =
                unsafe { sys::mlirExecutionEngineInvokePacked(self.engine, symbol, packed.as_mut_ptr().cast()) };
            let elapsed = start.elapsed();
            if outcome.value == 0 {
                return Err(format!("cannot call @{name} in the compiled module"));
            }
            if call >= warmup {
                times.push(elapsed);
            }
        }
        for (native, memref) in &memrefs {
            native.write_back(memref);
        }
        let raw = unsafe { std::slice::from_raw_parts(returned.as_ptr().cast::<u8>(), returned.len() * 8) };
        let results = result_elems
            .iter()
            .zip(&offsets)
            .map(|(&e, &offset)| Val::Scalar(e, decode(e, &raw[offset..offset + element_bytes(e).unwrap_or(8)])))
            .collect();
        Ok((results, times))
    }
}

/// Removes `uop.*` and `axe.*` argument attributes (`uop.output`, `axe.bounds`: facts for Axe's
/// tools, already read) from the functions of `module`, which LLVM's translation would otherwise
/// report as unhandled parameter attributes on every compilation.
fn drop_axe_argument_attributes(module: &Module) {
    use melior::ir::attribute::{ArrayAttribute, DictionaryAttribute};
    let context = module.context();
    let context = axe_dialects::context_of(&context);
    let mut functions = Vec::new();
    axe_dialects::ir::read::for_each_nested(&module.as_operation(), &mut |op| {
        if axe_dialects::ir::read::op_name(&op) == "func.func" {
            functions.push(op);
        }
    });
    for function in functions {
        let Some(per_argument) = function
            .attribute("arg_attrs")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok())
        else {
            continue;
        };
        let kept: Vec<melior::ir::Attribute> = (0..per_argument.len())
            .filter_map(|i| per_argument.element(i).ok())
            .map(|a| match DictionaryAttribute::try_from(a) {
                Ok(entries) => {
                    let others: Vec<_> = (0..entries.len())
                        .filter_map(|k| entries.element(k).ok())
                        .filter(|(name, _)| {
                            !name
                                .as_string_ref()
                                .as_str()
                                .is_ok_and(|n| n.starts_with("uop.") || n.starts_with("axe."))
                        })
                        .collect();
                    DictionaryAttribute::new(context, &others).into()
                }
                Err(_) => a,
            })
            .collect();
        let mut function = unsafe { melior::ir::operation::OperationRefMut::from_raw(function.to_raw()) };
        melior::ir::operation::OperationMutLike::set_attribute(
            &mut function,
            "arg_attrs",
            ArrayAttribute::new(context, &kept).into(),
        );
    }
}
