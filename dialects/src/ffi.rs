//! Declarations of the shim's C API (`cpp/AxeCAPI.h`, which includes
//! `cpp/AxeDialectsCAPI.h`); keep them in step.

use mlir_sys::{
    MlirAttribute, MlirContext, MlirDialectHandle, MlirDialectRegistry, MlirLogicalResult, MlirOperation,
    MlirStringRef, MlirType,
};
use std::ffi::{c_char, c_int, c_void};

pub const OPTION_INT: c_int = 0;
pub const OPTION_BOOL: c_int = 1;
pub const OPTION_STRING: c_int = 2;

#[repr(C)]
pub struct AxePassOption {
    pub name: *const c_char,
    pub description: *const c_char,
    pub kind: c_int,
    pub default_value: *const c_char,
}

pub type AxeRustPassRun = unsafe extern "C" fn(
    op: MlirOperation,
    option_values: *const MlirStringRef,
    num_options: isize,
    user_data: *mut c_void,
) -> MlirLogicalResult;

pub type AxeInputScan = unsafe extern "C" fn(data: *const c_char, length: usize, message: *mut *const c_char) -> isize;

pub type AxeLayoutReplaceFn = unsafe extern "C" fn(layout: MlirAttribute, user_data: *mut c_void) -> MlirAttribute;

/// The shim's SourceMgr diagnostic handler (cpp/SourceDiagnostics.cpp); opaque.
#[repr(C)]
pub struct AxeSourceDiagnostics {
    _private: [u8; 0],
}

unsafe extern "C" {
    pub fn axeSourceDiagnosticsAttach(
        context: MlirContext,
        name: MlirStringRef,
        text: MlirStringRef,
    ) -> *mut AxeSourceDiagnostics;
    pub fn axeSourceDiagnosticsDetach(handler: *mut AxeSourceDiagnostics);
    pub fn axeParseModuleNamed(context: MlirContext, text: MlirStringRef, name: MlirStringRef) -> mlir_sys::MlirModule;
    pub fn mlirGetDialectHandle__uop__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__axe__() -> MlirDialectHandle;
    pub fn axeRegisterRustPass(
        argument: MlirStringRef,
        description: MlirStringRef,
        options: *const AxePassOption,
        num_options: isize,
        run: AxeRustPassRun,
        user_data: *mut c_void,
    );
    pub fn axeRegisterPassPipeline(argument: MlirStringRef, description: MlirStringRef, pipeline: MlirStringRef);
    pub fn axeRegisterMathApproximation();
    pub fn axeRegisterFloatMinMaxLowering();
    pub fn axeRegisterVectorTransposeLowering();
    pub fn axeGeneralizeNamedLinalgOps(op: MlirOperation) -> MlirLogicalResult;
    pub fn axeUnrollScfForFull(op: MlirOperation) -> MlirLogicalResult;
    pub fn axeResolveComputedShapes(op: MlirOperation) -> MlirLogicalResult;
    pub fn axeFoldScalarArithmetic(op: MlirOperation);
    pub fn axeDenseResourceToDense(attribute: MlirAttribute) -> MlirAttribute;
    pub fn axeDenseResourceBlobData(attribute: MlirAttribute) -> MlirStringRef;
    pub fn axeReleaseUnreferencedBlobs(root: mlir_sys::MlirOperation);
    pub fn axeWriteObjectFile(module: mlir_sys::MlirOperation, path: MlirStringRef) -> *mut c_char;
    pub fn axeEmitRemark(location: mlir_sys::MlirLocation, message: *const c_char);
    pub fn axeEmitWarning(location: mlir_sys::MlirLocation, message: *const c_char);
    pub fn axeLayoutAttrGet(context: MlirContext, text: MlirStringRef) -> MlirAttribute;
    pub fn axeAttributeIsALayout(attr: MlirAttribute) -> bool;
    pub fn axeLayoutAttrGetSpec(attr: MlirAttribute) -> MlirStringRef;
    pub fn axeReplaceLayoutAttrsIn(op: MlirOperation, replace: AxeLayoutReplaceFn, user_data: *mut c_void);
    pub fn axeTypeIsATensor(ty: MlirType) -> bool;
    pub fn axeTensorTypeGetRank(ty: MlirType) -> isize;
    pub fn axeTensorTypeGetDim(ty: MlirType, dim: isize) -> i64;
    pub fn axeTensorTypeGetElementType(ty: MlirType) -> MlirType;
    pub fn axeTensorTypeGetScope(ty: MlirType) -> u32;
    pub fn axeTensorTypeGetLayout(ty: MlirType) -> MlirAttribute;
    pub fn axeTensorTypeGetSwizzle(ty: MlirType, out: *mut i64) -> bool;
    pub fn axeRegisterAllDialects(registry: MlirDialectRegistry);
    pub fn axeOperationGetPrevInBlock(op: MlirOperation) -> MlirOperation;
    pub fn axeOptMain(argc: c_int, argv: *mut *mut c_char, scan: AxeInputScan) -> c_int;
    pub fn axeInstallCrashHandler(argc: c_int, argv: *const *const c_char);
}
