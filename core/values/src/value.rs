//! The interpreter's value model: element types, scalars, tensors (values),
//! memrefs (shared storage seen through a strided view), element addresses
//! and effect tokens.

use super::store::Store;
use std::{cell::RefCell, fmt, rc::Rc};

/// An element type the interpreter computes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElemTy {
    /// A signless integer of the given width (1 to 64 bits).
    Int(u32),
    /// `index`: a 64-bit integer.
    Index,
    F16,
    BF16,
    F32,
    F64,
}

impl ElemTy {
    pub fn is_float(self) -> bool {
        matches!(self, ElemTy::F16 | ElemTy::BF16 | ElemTy::F32 | ElemTy::F64)
    }

    /// The bit width (64 for `index`).
    pub fn width(self) -> u32 {
        match self {
            ElemTy::Int(w) => w,
            ElemTy::Index | ElemTy::F64 => 64,
            ElemTy::F16 | ElemTy::BF16 => 16,
            ElemTy::F32 => 32,
        }
    }

    /// Zero of the type (false for i1).
    pub fn zero(self) -> Num {
        if self.is_float() {
            Num::F(0.0)
        } else {
            Num::I(0)
        }
    }
}

impl fmt::Display for ElemTy {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ElemTy::Int(w) => write!(f, "i{w}"),
            ElemTy::Index => write!(f, "index"),
            ElemTy::F16 => write!(f, "f16"),
            ElemTy::BF16 => write!(f, "bf16"),
            ElemTy::F32 => write!(f, "f32"),
            ElemTy::F64 => write!(f, "f64"),
        }
    }
}

/// One element. Integers are kept sign-extended from their width (an i1
/// `true` is -1); floats are kept as the f64 that equals the element type's
/// value exactly (always rounded to the type).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    I(i64),
    F(f64),
}

impl Num {
    pub fn int(self) -> i64 {
        match self {
            Num::I(v) => v,
            Num::F(v) => v as i64,
        }
    }
    pub fn float(self) -> f64 {
        match self {
            Num::F(v) => v,
            Num::I(v) => v as f64,
        }
    }
}

/// A tensor value: row-major elements.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    pub elem: ElemTy,
    pub shape: Vec<i64>,
    pub data: Vec<Num>,
}

impl Tensor {
    /// A tensor of `value`s; an error for a shape past the interpreter's limits.
    pub fn filled(elem: ElemTy, shape: Vec<i64>, value: Num) -> Result<Tensor, String> {
        let n = super::limits::elements(&shape)?;
        Ok(Tensor {
            elem,
            shape,
            data: vec![value; n],
        })
    }
}

/// Row-major strides of a shape.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1];
    }
    strides
}

/// The multi-index of row-major position `linear` in `shape`.
pub fn unravel(mut linear: i64, shape: &[i64]) -> Vec<i64> {
    let mut index = vec![0; shape.len()];
    for i in (0..shape.len()).rev() {
        if shape[i] > 0 {
            index[i] = linear % shape[i];
            linear /= shape[i];
        }
    }
    index
}

/// A memref: shared storage seen through `offset + sum(index * strides)`.
#[derive(Clone, Debug)]
pub struct MemRef {
    pub elem: ElemTy,
    pub store: Rc<RefCell<Store>>,
    pub offset: i64,
    pub shape: Vec<i64>,
    pub strides: Vec<i64>,
}

impl MemRef {
    /// A fresh contiguous buffer filled with `value`; an error for a shape
    /// past the interpreter's limits.
    pub fn alloc(elem: ElemTy, shape: Vec<i64>, value: Num) -> Result<MemRef, String> {
        let n = super::limits::elements(&shape)?;
        Ok(MemRef {
            elem,
            store: Rc::new(RefCell::new(Store::Nums(vec![value; n]))),
            offset: 0,
            strides: row_major_strides(&shape),
            shape,
        })
    }

    /// A fresh contiguous buffer holding a copy of `t`.
    pub fn from_tensor(t: &Tensor) -> MemRef {
        MemRef {
            elem: t.elem,
            store: Rc::new(RefCell::new(Store::Nums(t.data.clone()))),
            offset: 0,
            strides: row_major_strides(&t.shape),
            shape: t.shape.clone(),
        }
    }

    /// The storage position of `index`, or a message when out of bounds.
    pub fn position(&self, index: &[i64]) -> Result<usize, String> {
        if index.len() != self.shape.len() {
            return Err(format!(
                "{} indices for a rank-{} memref",
                index.len(),
                self.shape.len()
            ));
        }
        if index.iter().zip(&self.shape).any(|(&i, &n)| i < 0 || i >= n) {
            return Err(format!("index {index:?} is out of bounds of shape {:?}", self.shape));
        }
        let p = self.offset + index.iter().zip(&self.strides).map(|(i, s)| i * s).sum::<i64>();
        let len = self.store.borrow().len();
        usize::try_from(p)
            .ok()
            .filter(|&p| p < len)
            .ok_or_else(|| format!("index {index:?} reaches element {p} of a buffer of {len}"))
    }

    /// The elements in row-major order of the view.
    pub fn to_tensor(&self) -> Tensor {
        let n: i64 = self.shape.iter().product();
        let store = self.store.borrow();
        let data = (0..n.max(0))
            .map(|i| {
                let idx = unravel(i, &self.shape);
                let p = self.offset + idx.iter().zip(&self.strides).map(|(i, s)| i * s).sum::<i64>();
                store.get(p as usize).unwrap_or(self.elem.zero())
            })
            .collect();
        Tensor {
            elem: self.elem,
            shape: self.shape.clone(),
            data,
        }
    }

    /// Whether the view's elements are the whole storage in row-major order.
    pub fn is_identity_view(&self) -> bool {
        self.offset == 0 && self.strides == row_major_strides(&self.shape)
    }
}

/// The address of one memref element (`uop.index`); `None` behind a false gate.
#[derive(Clone, Debug)]
pub struct Ptr {
    pub memref: MemRef,
    pub position: Option<usize>,
}

/// A runtime value.
#[derive(Clone, Debug)]
pub enum Val {
    Scalar(ElemTy, Num),
    Tensor(Rc<Tensor>),
    MemRef(MemRef),
    Ptr(Ptr),
    Effect,
    /// The invalid index (`uop.invalid`, see the interpreter's `invalid` module).
    Invalid,
}

impl Val {
    pub fn index(v: i64) -> Val {
        Val::Scalar(ElemTy::Index, Num::I(v))
    }
    pub fn bool(b: bool) -> Val {
        Val::Scalar(ElemTy::Int(1), Num::I(if b { -1 } else { 0 }))
    }
    pub fn kind(&self) -> &'static str {
        match self {
            Val::Scalar(..) => "scalar",
            Val::Tensor(_) => "tensor",
            Val::MemRef(_) => "memref",
            Val::Ptr(_) => "address",
            Val::Effect => "effect",
            Val::Invalid => "invalid index",
        }
    }
}

/// Formats one element for `--print` and mismatch reports: integers in
/// decimal (i1 as true/false), floats with enough digits to round-trip.
pub fn format_num(elem: ElemTy, n: Num) -> String {
    match (elem, n) {
        (ElemTy::Int(1), Num::I(v)) => (if v != 0 { "true" } else { "false" }).to_string(),
        (_, Num::I(v)) => v.to_string(),
        (ElemTy::F32, Num::F(v)) => format!("{:?}", v as f32),
        (_, Num::F(v)) => format!("{v:?}"),
    }
}

/// How `format_val_with` abbreviates large shaped values, as numpy prints
/// them: with more than `threshold` elements, each dimension longer than
/// `2 * edge_items` shows its first and last `edge_items` entries around `...`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    pub threshold: usize,
    pub edge_items: usize,
}

impl PrintOptions {
    /// numpy's defaults (`numpy.get_printoptions()`: threshold 1000, edgeitems 3).
    pub const NUMPY: PrintOptions = PrintOptions {
        threshold: 1000,
        edge_items: 3,
    };
    /// Every element.
    pub const FULL: PrintOptions = PrintOptions {
        threshold: usize::MAX,
        edge_items: 0,
    };
}

/// Formats a value for `--print`: `f32 1.5`, `tensor<2x2xf32> [[1.0, 2.0], [3.0, 4.0]]`.
pub fn format_val(v: &Val) -> String {
    format_val_with(v, PrintOptions::FULL)
}

/// `format_val`, large tensors summarized by `options`:
/// `tensor<100x100xf32> [[0.0, 1.0, 2.0, ..., 97.0, 98.0, 99.0], ..., [...]]`.
pub fn format_val_with(v: &Val, options: PrintOptions) -> String {
    fn nested(t: &Tensor, dim: usize, base: usize, edge: Option<usize>, out: &mut String) {
        if dim == t.shape.len() {
            out.push_str(&format_num(t.elem, t.data[base]));
            return;
        }
        let inner: usize = t.shape[dim + 1..].iter().product::<i64>() as usize;
        let n = t.shape[dim] as usize;
        // The indices shown; `None` marks the elided middle.
        let shown: Vec<Option<usize>> = match edge {
            Some(e) if n > 2 * e => (0..e).map(Some).chain([None]).chain((n - e..n).map(Some)).collect(),
            _ => (0..n).map(Some).collect(),
        };
        out.push('[');
        for (k, i) in shown.into_iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            match i {
                Some(i) => nested(t, dim + 1, base + i * inner, edge, out),
                None => out.push_str("..."),
            }
        }
        out.push(']');
    }
    let shaped = |kind: &str, t: &Tensor| {
        let dims: String = t.shape.iter().map(|d| format!("{d}x")).collect();
        let mut body = String::new();
        if t.data.is_empty() {
            body.push_str("[]");
        } else {
            let edge = (t.data.len() > options.threshold).then_some(options.edge_items);
            nested(t, 0, 0, edge, &mut body);
        }
        format!("{kind}<{dims}{}> {body}", t.elem)
    };
    match v {
        Val::Scalar(elem, n) => format!("{elem} {}", format_num(*elem, *n)),
        Val::Tensor(t) => shaped("tensor", t),
        Val::MemRef(m) => shaped("memref", &m.to_tensor()),
        Val::Ptr(_) => "address".to_string(),
        Val::Effect => "effect".to_string(),
        Val::Invalid => "invalid index".to_string(),
    }
}
