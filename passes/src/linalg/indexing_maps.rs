//! A `linalg.generic`'s iteration space as the converter reads it: its
//! indexing maps (each result a loop dimension or a constant) and which loop
//! dimensions are reductions.

use melior::ir::{Attribute, OperationRef, attribute::AttributeLike, operation::OperationLike};

/// One result of an indexing map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapResult {
    /// The loop dimension `d_k`.
    Dim(usize),
    /// A fixed index (tosa-to-linalg broadcasts a size-1 axis as `0`).
    Constant(i64),
}

/// One operand's indexing map.
#[derive(Clone, Debug)]
pub struct IndexingMap {
    pub results: Vec<MapResult>,
}

impl IndexingMap {
    /// The loop dimensions the map reads, in result order.
    pub fn dims(&self) -> Vec<usize> {
        self.results.iter().filter_map(|r| if let MapResult::Dim(k) = r { Some(*k) } else { None }).collect()
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
    let iterators = op.attribute("iterator_types").map_err(|_| "has no iterator_types".to_owned())?;
    let (loops, maps) = read_maps(op)?;
    let reduction = array(iterators).into_iter().map(|a| a.to_string().contains("reduction")).collect();
    Ok(IterationSpace { loops, maps, reduction })
}

/// The loop count and the indexing maps alone (named ops such as `linalg.matmul` carry maps
/// but no iterator types).
pub fn read_maps(op: &OperationRef) -> Result<(usize, Vec<IndexingMap>), String> {
    let maps_attr = op.attribute("indexing_maps").map_err(|_| "has no indexing_maps".to_owned())?;
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
                } else {
                    return Err(format!(
                        "has indexing map {} whose result {r} is neither a loop dimension nor a constant (only projected permutations and broadcasts have a movement-op form)",
                        i
                    ));
                }
            };
            results.push(result);
        }
        let dims: Vec<usize> = results.iter().filter_map(|r| if let MapResult::Dim(k) = r { Some(*k) } else { None }).collect();
        if (1..dims.len()).any(|j| dims[..j].contains(&dims[j])) {
            return Err(format!("has indexing map {i} that reads one loop dimension twice (a diagonal has no movement-op form)"));
        }
        maps.push(IndexingMap { results });
    }
    Ok((loops, maps))
}

fn array(attribute: Attribute) -> Vec<Attribute> {
    let raw = attribute.to_raw();
    let n = unsafe { mlir_sys::mlirArrayAttrGetNumElements(raw) };
    (0..n).map(|i| unsafe { Attribute::from_raw(mlir_sys::mlirArrayAttrGetElement(raw, i)) }).collect()
}
