//! The function `@window` that a convolution rewrite writes as MLIR text ([`super::splice`]):
//! its header, one method per op (each writes one line, takes its shapes as `&[i64]` and
//! derives the ones the op implies), and the return. The rewrites ([`super::windows`],
//! [`super::conv1d`], [`super::depthwise`], [`super::single_channel`],
//! [`super::nchw_to_nhwc`]) then read like their decompositions. Values are named as MLIR
//! prints them (`"%x"`), by the caller.

use super::splice::{reassociation, tensor_type};

/// A value and its static shape, as an op reads it.
pub type Operand<'a> = (&'a str, &'a [i64]);

/// The text of `func.func @window` over one element type, op by op.
pub struct WindowText {
    text: String,
    element: String,
    result: Vec<i64>,
}

impl WindowText {
    /// `func.func @window(%x, %w, %init) -> result {` on tensors of `element`: a convolution's
    /// input, filter and init, with `%bias` (`[F]`) in place of `%init` when `bias` is `Some(F)`,
    /// the init being a bias broadcast over the result.
    pub fn new(element: &str, x: &[i64], w: &[i64], bias: Option<i64>, result: &[i64]) -> Self {
        let third = match bias {
            Some(f) => format!("%bias: {}", tensor_type(&[f], element)),
            None => format!("%init: {}", tensor_type(result, element)),
        };
        let text = format!(
            "func.func @window(%x: {}, %w: {}, {third}) -> {} {{\n",
            tensor_type(x, element),
            tensor_type(w, element),
            tensor_type(result, element)
        );
        WindowText {
            text,
            element: element.to_owned(),
            result: result.to_vec(),
        }
    }

    /// `tensor<AxBx...xT>` of the function's element type.
    pub fn ty(&self, shape: &[i64]) -> String {
        tensor_type(shape, &self.element)
    }

    /// One op, written as is (one the methods below do not write).
    pub fn line(&mut self, op: &str) {
        self.text.push_str("  ");
        self.text.push_str(op);
        self.text.push('\n');
    }

    /// `name = arith.constant value`.
    pub fn constant(&mut self, name: &str, value: f64) {
        self.line(&format!("{name} = arith.constant {value:.17e} : {}", self.element));
    }

    /// `name = tensor.empty()` of `shape`.
    pub fn empty(&mut self, name: &str, shape: &[i64]) {
        self.line(&format!("{name} = tensor.empty() : {}", self.ty(shape)));
    }

    /// `name = linalg.fill` of `init` with scalar `value`.
    pub fn fill(&mut self, name: &str, value: &str, (init, shape): Operand) {
        let (element, ty) = (&self.element, self.ty(shape));
        self.line(&format!(
            "{name} = linalg.fill ins({value} : {element}) outs({init} : {ty}) -> {ty}"
        ));
    }

    /// `name = linalg.transpose` of `value` into `init` (of the permuted shape).
    pub fn transpose(&mut self, name: &str, (value, from): Operand, init: &str, permutation: &[usize]) {
        let to: Vec<i64> = permutation.iter().map(|&p| from[p]).collect();
        self.line(&format!(
            "{name} = linalg.transpose ins({value} : {}) outs({init} : {}) permutation = {permutation:?}",
            self.ty(from),
            self.ty(&to)
        ));
    }

    /// `name = tensor.collapse_shape` of `value` into one dimension per group.
    pub fn collapse(&mut self, name: &str, (value, from): Operand, groups: &[&[usize]]) {
        let to: Vec<i64> = groups.iter().map(|g| g.iter().map(|&i| from[i]).product()).collect();
        self.line(&format!(
            "{name} = tensor.collapse_shape {value} {} : {} into {}",
            reassociation(groups),
            self.ty(from),
            self.ty(&to)
        ));
    }

    /// `name = tensor.expand_shape` of `value` (one dimension per group) into `to`.
    pub fn expand(&mut self, name: &str, value: &str, groups: &[&[usize]], to: &[i64]) {
        let from: Vec<i64> = groups.iter().map(|g| g.iter().map(|&i| to[i]).product()).collect();
        let dims: Vec<String> = to.iter().map(i64::to_string).collect();
        self.line(&format!(
            "{name} = tensor.expand_shape {value} {} output_shape [{}] : {} into {}",
            reassociation(groups),
            dims.join(", "),
            self.ty(&from),
            self.ty(to)
        ));
    }

    /// `name = linalg.broadcast` of `value` into `init` along `dimensions` (the ones it lacks).
    pub fn broadcast(&mut self, name: &str, value: &str, (init, to): Operand, dimensions: &[usize]) {
        let from: Vec<i64> = (0..to.len())
            .filter(|d| !dimensions.contains(d))
            .map(|d| to[d])
            .collect();
        self.line(&format!(
            "{name} = linalg.broadcast ins({value} : {}) outs({init} : {}) dimensions = {dimensions:?}",
            self.ty(&from),
            self.ty(to)
        ));
    }

    /// `name = op` (a named 2-D convolution) of input `x` and filter `w` into `init`.
    pub fn conv(
        &mut self,
        name: &str,
        op: &str,
        [x, w]: [Operand; 2],
        (init, to): Operand,
        strides: [i64; 2],
        dilations: [i64; 2],
    ) {
        let ty = self.ty(to);
        self.line(&format!(
            "{name} = {op} {{dilations = dense<{dilations:?}> : vector<2xi64>, strides = dense<{strides:?}> : vector<2xi64>}} ins({}, {} : {}, {}) outs({init} : {ty}) -> {ty}",
            x.0,
            w.0,
            self.ty(x.1),
            self.ty(w.1)
        ));
    }

    /// `name = linalg.matmul` of `a` `[M, K]` and `b` `[K, F]` into `init` `[M, F]`.
    pub fn matmul(&mut self, name: &str, (a, a_shape): Operand, (b, b_shape): Operand, init: &str) {
        let ty = self.ty(&[a_shape[0], b_shape[1]]);
        self.line(&format!(
            "{name} = linalg.matmul ins({a}, {b} : {}, {}) outs({init} : {ty}) -> {ty}",
            self.ty(a_shape),
            self.ty(b_shape)
        ));
    }

    /// `name = linalg.generic` copying `x` through `map` (a windowed gather,
    /// [`super::movement::window`]) into `init`, all loops parallel.
    pub fn gather(&mut self, name: &str, x: Operand, map: &str, (init, to): Operand) {
        let id = identity(to.len());
        self.generic(name, &[map, &id], &vec!["parallel"; to.len()], &[x], (init, to), None);
    }

    /// `name = linalg.generic` reading `ins` through the first `maps` and `out` through the
    /// last; its body yields `%v = body` of the block arguments (`%a`, `%b`, ... for `ins`,
    /// `%o` for `out`), or `%a` (a copy) without one.
    pub fn generic(
        &mut self,
        name: &str,
        maps: &[&str],
        iterators: &[&str],
        ins: &[Operand],
        (init, to): Operand,
        body: Option<&str>,
    ) {
        let t = &self.element;
        let maps: Vec<String> = maps.iter().map(|m| format!("affine_map<{m}>")).collect();
        let iterators: Vec<String> = iterators.iter().map(|i| format!("\"{i}\"")).collect();
        let values: Vec<&str> = ins.iter().map(|(v, _)| *v).collect();
        let types: Vec<String> = ins.iter().map(|(_, s)| self.ty(s)).collect();
        let mut block: Vec<String> = (b'a'..)
            .take(ins.len())
            .map(|c| format!("%{}: {t}", c as char))
            .collect();
        block.push(format!("%o: {t}"));
        let yielded = match body {
            Some(body) => format!("%v = {body} : {t}\n    linalg.yield %v : {t}"),
            None => format!("linalg.yield %a : {t}"),
        };
        let ty = self.ty(to);
        self.line(&format!(
            "{name} = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} ins({} : {}) outs({init} : {ty}) {{\n  ^bb0({}):\n    {yielded}\n  }} -> {ty}",
            maps.join(", "),
            iterators.join(", "),
            values.join(", "),
            types.join(", "),
            block.join(", ")
        ));
    }

    /// `name = a + b`, elementwise into `init` (all of `shape`).
    pub fn add(&mut self, name: &str, a: &str, b: &str, init: &str, shape: &[i64]) {
        let id = identity(shape.len());
        self.generic(
            name,
            &[&id, &id, &id],
            &vec!["parallel"; shape.len()],
            &[(a, shape), (b, shape)],
            (init, shape),
            Some("arith.addf %a, %b"),
        );
    }

    /// `name = a + bias`, into `init` (both of `shape`, 2-D), with `bias` one value along
    /// dimension `along` (per row for 0, per column for 1).
    pub fn add_bias(&mut self, name: &str, a: &str, bias: &str, along: usize, init: &str, shape: &[i64]) {
        let id = identity(2);
        let per = format!("(d0, d1) -> (d{along})");
        self.generic(
            name,
            &[&id, &per, &id],
            &["parallel", "parallel"],
            &[(a, shape), (bias, &[shape[along]])],
            (init, shape),
            Some("arith.addf %a, %b"),
        );
    }

    /// `return value` (of the function's result type) and the end of the function.
    pub fn finish(mut self, value: &str) -> String {
        let ty = self.ty(&self.result);
        self.line(&format!("return {value} : {ty}"));
        self.text.push_str("}\n");
        self.text
    }
}

/// `(d0, ..., dn) -> (d0, ..., dn)`: the identity map of `rank` loops.
pub fn identity(rank: usize) -> String {
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    format!("({0}) -> ({0})", dims.join(", "))
}

#[cfg(test)]
mod tests {
    use super::{identity, WindowText};

    #[test]
    fn writes_one_line_per_op() {
        let mut w = WindowText::new("f32", &[2, 3], &[1], None, &[3, 2]);
        w.empty("%e", &[3, 2]);
        w.transpose("%t", ("%x", &[2, 3]), "%e", &[1, 0]);
        w.collapse("%c", ("%t", &[3, 2]), &[&[0, 1]]);
        w.expand("%r", "%c", &[&[0, 1]], &[3, 2]);
        assert_eq!(
            w.finish("%r"),
            "func.func @window(%x: tensor<2x3xf32>, %w: tensor<1xf32>, %init: tensor<3x2xf32>) -> tensor<3x2xf32> {\n  \
             %e = tensor.empty() : tensor<3x2xf32>\n  \
             %t = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]\n  \
             %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x2xf32> into tensor<6xf32>\n  \
             %r = tensor.expand_shape %c [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>\n  \
             return %r : tensor<3x2xf32>\n}\n"
        );
        assert_eq!(identity(2), "(d0, d1) -> (d0, d1)");
    }

    #[test]
    fn a_bias_is_one_value_per_column() {
        let mut w = WindowText::new("f32", &[1], &[1], Some(4), &[6, 4]);
        w.add_bias("%mb", "%mm", "%bias", 1, "%e", &[6, 4]);
        let text = w.finish("%mb");
        let line = text.lines().nth(1).unwrap();
        assert_eq!(
            line,
            "  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, \
             affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} \
             ins(%mm, %bias : tensor<6x4xf32>, tensor<4xf32>) outs(%e : tensor<6x4xf32>) {"
        );
        assert!(text.contains("  ^bb0(%a: f32, %b: f32, %o: f32):\n    %v = arith.addf %a, %b : f32\n    linalg.yield %v : f32\n  } -> tensor<6x4xf32>\n"));
    }
}
