//! A `linalg.generic`'s iteration space as the converter reads it: its
//! indexing maps (each result a loop dimension, a constant or, where the
//! reader asks for them, a window: a sum of loop dimensions times positive
//! coefficients plus a constant, as convolutions and pools index their input)
//! and which loop dimensions are reductions.

use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, OperationRef};

/// One result of an indexing map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapResult {
    /// The loop dimension `d_k`.
    Dim(usize),
    /// A fixed index (tosa-to-linalg broadcasts a size-1 axis as `0`).
    Constant(i64),
    /// Any other affine combination `sum(coefficient * d_k) + constant`
    /// (a convolution's `2 * d2 + d5`); only [`read_windowed`] returns it.
    Window(Window),
}

/// `sum(terms[i].1 * d_{terms[i].0}) + constant`: every coefficient at
/// least 1, every loop dimension once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    pub terms: Vec<(usize, i64)>,
    pub constant: i64,
}

/// One operand's indexing map.
#[derive(Clone, Debug)]
pub struct IndexingMap {
    pub results: Vec<MapResult>,
}

impl IndexingMap {
    /// The loop dimensions the map reads, in result order.
    pub fn dims(&self) -> Vec<usize> {
        self.results
            .iter()
            .filter_map(|r| if let MapResult::Dim(k) = r { Some(*k) } else { None })
            .collect()
    }
}

pub struct IterationSpace {
    pub loops: usize,
    pub maps: Vec<IndexingMap>,
    pub reduction: Vec<bool>,
}

/// Reads the maps and iterator types; the error names the first map result
/// that is neither a loop dimension nor a constant (a convolution's `d0 + d3`).
pub fn read(op: &OperationRef) -> Result<IterationSpace, String> {
    read_space(op, false)
}

/// [`read`], with windows: results that are sums of loop dimensions times
/// positive coefficients plus a constant become [`MapResult::Window`].
pub fn read_windowed(op: &OperationRef) -> Result<IterationSpace, String> {
    read_space(op, true)
}

fn read_space(op: &OperationRef, windows: bool) -> Result<IterationSpace, String> {
    let iterators = op
        .attribute("iterator_types")
        .map_err(|_| "has no iterator_types".to_owned())?;
    let (loops, maps) = read_maps_with(op, windows)?;
    let reduction = array(iterators)
        .into_iter()
        .map(|a| a.to_string().contains("reduction"))
        .collect();
    Ok(IterationSpace { loops, maps, reduction })
}

/// The loop count and the indexing maps alone (named ops such as `linalg.matmul` carry maps
/// but no iterator types).
pub fn read_maps(op: &OperationRef) -> Result<(usize, Vec<IndexingMap>), String> {
    read_maps_with(op, false)
}

fn read_maps_with(op: &OperationRef, windows: bool) -> Result<(usize, Vec<IndexingMap>), String> {
    let maps_attr = op
        .attribute("indexing_maps")
        .map_err(|_| "has no indexing_maps".to_owned())?;
    let mut maps = Vec::new();
    let mut loops = 0;
    for (i, map_attr) in array(maps_attr).into_iter().enumerate() {
        let map = unsafe { mlir_sys::mlirAffineMapAttrGetValue(map_attr.to_raw()) };
        loops = unsafe { mlir_sys::mlirAffineMapGetNumDims(map) } as usize;
        let count = unsafe { mlir_sys::mlirAffineMapGetNumResults(map) };
        let mut results = Vec::new();
        for r in 0..count {
            let expr = unsafe { mlir_sys::mlirAffineMapGetResult(map, r) };
            let result = unsafe {
                if mlir_sys::mlirAffineExprIsADim(expr) {
                    MapResult::Dim(mlir_sys::mlirAffineDimExprGetPosition(expr) as usize)
                } else if mlir_sys::mlirAffineExprIsAConstant(expr) {
                    MapResult::Constant(mlir_sys::mlirAffineConstantExprGetValue(expr))
                } else if windows {
                    window(expr).map_err(|why| format!("has indexing map {i} whose result {r} {why}"))?
                } else {
                    return Err(format!(
                        "has indexing map {} whose result {r} is neither a loop dimension nor a constant (only projected permutations and broadcasts have a movement-op form)",
                        i
                    ));
                }
            };
            results.push(result);
        }
        let mut dims: Vec<usize> = Vec::new();
        for result in &results {
            match result {
                MapResult::Dim(k) => dims.push(*k),
                MapResult::Window(w) => dims.extend(w.terms.iter().map(|&(k, _)| k)),
                MapResult::Constant(_) => {}
            }
        }
        if (1..dims.len()).any(|j| dims[..j].contains(&dims[j])) {
            return Err(format!(
                "has indexing map {i} that reads one loop dimension twice (a diagonal has no movement-op form)"
            ));
        }
        maps.push(IndexingMap { results });
    }
    Ok((loops, maps))
}

/// An affine expression as a [`MapResult::Window`] (or a plain dimension or
/// constant once its terms are collected), or why it is not one.
fn window(expr: mlir_sys::MlirAffineExpr) -> Result<MapResult, String> {
    let mut terms: Vec<(usize, i64)> = Vec::new();
    let mut constant = 0i64;
    linear(expr, 1, &mut terms, &mut constant)?;
    terms.retain(|&(_, c)| c != 0);
    terms.sort_unstable();
    if let Some(&(k, c)) = terms.iter().find(|&&(_, c)| c < 0) {
        return Err(format!(
            "reads loop dimension {k} with the negative coefficient {c} (a flipped window is not converted)"
        ));
    }
    Ok(match terms[..] {
        [] => MapResult::Constant(constant),
        [(k, 1)] if constant == 0 => MapResult::Dim(k),
        _ => MapResult::Window(Window { terms, constant }),
    })
}

/// Adds `scale * expr` to `terms + constant`; only sums and products with a
/// constant are linear. Overflowing coefficients are refused, not wrapped.
fn linear(
    expr: mlir_sys::MlirAffineExpr,
    scale: i64,
    terms: &mut Vec<(usize, i64)>,
    constant: &mut i64,
) -> Result<(), String> {
    const OVERFLOW: &str = "has a coefficient or offset that overflows i64";
    unsafe {
        if mlir_sys::mlirAffineExprIsADim(expr) {
            let k = mlir_sys::mlirAffineDimExprGetPosition(expr) as usize;
            match terms.iter_mut().find(|(d, _)| *d == k) {
                Some((_, c)) => *c = c.checked_add(scale).ok_or(OVERFLOW)?,
                None => terms.push((k, scale)),
            }
        } else if mlir_sys::mlirAffineExprIsAConstant(expr) {
            let v = mlir_sys::mlirAffineConstantExprGetValue(expr)
                .checked_mul(scale)
                .ok_or(OVERFLOW)?;
            *constant = constant.checked_add(v).ok_or(OVERFLOW)?;
        } else if mlir_sys::mlirAffineExprIsAAdd(expr) {
            linear(mlir_sys::mlirAffineBinaryOpExprGetLHS(expr), scale, terms, constant)?;
            linear(mlir_sys::mlirAffineBinaryOpExprGetRHS(expr), scale, terms, constant)?;
        } else if mlir_sys::mlirAffineExprIsAMul(expr) {
            // MLIR keeps a product's constant on the right.
            let (lhs, rhs) = (
                mlir_sys::mlirAffineBinaryOpExprGetLHS(expr),
                mlir_sys::mlirAffineBinaryOpExprGetRHS(expr),
            );
            let (factor, other) = if mlir_sys::mlirAffineExprIsAConstant(rhs) {
                (mlir_sys::mlirAffineConstantExprGetValue(rhs), lhs)
            } else if mlir_sys::mlirAffineExprIsAConstant(lhs) {
                (mlir_sys::mlirAffineConstantExprGetValue(lhs), rhs)
            } else {
                return Err("multiplies two loop dimensions (not affine)".into());
            };
            linear(other, scale.checked_mul(factor).ok_or(OVERFLOW)?, terms, constant)?;
        } else if mlir_sys::mlirAffineExprIsASymbol(expr) {
            return Err("reads a symbol (only static maps are converted)".into());
        } else {
            return Err(
                "uses mod, floordiv or ceildiv (only sums of loop dimensions times constants are converted)".into(),
            );
        }
    }
    Ok(())
}

fn array(attribute: Attribute) -> Vec<Attribute> {
    let raw = attribute.to_raw();
    let n = unsafe { mlir_sys::mlirArrayAttrGetNumElements(raw) };
    (0..n)
        .map(|i| unsafe { Attribute::from_raw(mlir_sys::mlirArrayAttrGetElement(raw, i)) })
        .collect()
}
