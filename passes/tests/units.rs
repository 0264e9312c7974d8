//! Unit tests of axe-passes' builders and pure helpers, which the lit suite reaches only
//! through whole passes. They live here because the crate's own unit-test harness is off
//! (`[lib] test = false`: it would compile the whole crate a second time, about 4 min).

mod window_builder {
    use axe_passes::linalg_to_axe::splice;
    use axe_passes::linalg_to_axe::window_builder::{identity, WindowBuilder, Yield};
    use melior::ir::{
        operation::{OperationLike, OperationPrintingFlags},
        BlockLike, Module, RegionLike, Type, ValueLike,
    };

    /// The function `@f` whose one op (a convolution) a window replaces.
    const CONVOLUTION: &str = "func.func @f(%x: tensor<1x1x4x6xf32>, %w: tensor<2x1x2x2xf32>, %init: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x1x4x6xf32>, tensor<2x1x2x2xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %c : tensor<1x2x3x3xf32>
}";

    /// Every op a window builds, written as text: what the builder must match.
    const WRITTEN: &str = "func.func @f(%x: tensor<1x1x4x6xf32>, %w: tensor<2x1x2x2xf32>, %init: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %zero = arith.constant 5.0e-01 : f32
  %e0 = tensor.empty() : tensor<1x2x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : vector<2xi64>, strides = dense<[1, 2]> : vector<2xi64>} ins(%x, %w : tensor<1x1x4x6xf32>, tensor<2x1x2x2xf32>) outs(%z : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %f = tensor.collapse_shape %c [[0, 1], [2, 3]] : tensor<1x2x3x3xf32> into tensor<2x9xf32>
  %e1 = tensor.empty() : tensor<9x2xf32>
  %t = linalg.transpose ins(%f : tensor<2x9xf32>) outs(%e1 : tensor<9x2xf32>) permutation = [1, 0]
  %wf = tensor.collapse_shape %w [[0], [1, 2, 3]] : tensor<2x1x2x2xf32> into tensor<2x4xf32>
  %e2 = tensor.empty() : tensor<9x4xf32>
  %mm = linalg.matmul ins(%t, %wf : tensor<9x2xf32>, tensor<2x4xf32>) outs(%e2 : tensor<9x4xf32>) -> tensor<9x4xf32>
  %e3 = tensor.empty() : tensor<9xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\"parallel\", \"reduction\"]} ins(%mm : tensor<9x4xf32>) outs(%e3 : tensor<9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.maximumf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<9xf32>
  %b = linalg.broadcast ins(%s : tensor<9xf32>) outs(%e2 : tensor<9x4xf32>) dimensions = [1]
  %ab = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%b, %s : tensor<9x4xf32>, tensor<9xf32>) outs(%e2 : tensor<9x4xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %v = arith.addf %a, %bb : f32
    linalg.yield %v : f32
  } -> tensor<9x4xf32>
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x1x4x6xf32> to tensor<1x1x6x9xf32>
  %e4 = tensor.empty() : tensor<1x1x6x9xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins(%xp : tensor<1x1x6x9xf32>) outs(%e4 : tensor<1x1x6x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x1x6x9xf32>
  %r = tensor.expand_shape %f [[0, 1], [2, 3]] output_shape [1, 2, 3, 3] : tensor<2x9xf32> into tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}";

    fn generic_form(module: &Module) -> String {
        let flags = OperationPrintingFlags::new().print_generic_operation_form();
        module.as_operation().to_string_with_flags(flags).expect("printable")
    }

    #[test]
    fn builds_what_the_parser_reads_from_the_ops_written_as_text() {
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, CONVOLUTION).expect("a convolution");
        let function = module.body().first_operation().expect("@f");
        let body = function.region(0).unwrap().first_block().unwrap();
        let conv = body.first_operation().expect("the convolution");
        let arguments: Vec<_> = (0..3).map(|i| body.argument(i).unwrap().to_raw()).collect();
        let (input, output) = (&[1, 2, 3, 3][..], &[1, 2, 3, 3][..]);
        let mut wt = WindowBuilder::new(
            &conv,
            Type::float32(&context),
            &[1, 1, 4, 6],
            &[2, 1, 2, 2],
            None,
            output,
        );
        wt.constant("%zero", 0.5);
        wt.empty("%e0", input);
        wt.fill("%z", "%zero", ("%e0", input));
        let (x, w) = (("%x", &[1, 1, 4, 6][..]), ("%w", &[2, 1, 2, 2][..]));
        wt.conv("%c", "linalg.conv_2d_nchw_fchw", [x, w], ("%z", output), [1, 2], [1, 1]);
        wt.collapse("%f", ("%c", output), &[&[0, 1], &[2, 3]]);
        wt.empty("%e1", &[9, 2]);
        wt.transpose("%t", ("%f", &[2, 9]), "%e1", &[1, 0]);
        wt.collapse("%wf", w, &[&[0], &[1, 2, 3]]);
        wt.empty("%e2", &[9, 4]);
        wt.matmul("%mm", ("%t", &[9, 2]), ("%wf", &[2, 4]), "%e2");
        wt.empty("%e3", &[9]);
        wt.generic(
            "%s",
            &[&identity(2), "(d0, d1) -> (d0)"],
            &["parallel", "reduction"],
            &[("%mm", &[9, 4])],
            ("%e3", &[9]),
            Yield::Accumulate("arith.maximumf"),
        );
        wt.broadcast("%b", "%s", ("%e2", &[9, 4]), &[1]);
        wt.add_bias("%ab", "%b", "%s", 0, "%e2", &[9, 4]);
        wt.pad("%xp", x, &[0, 0, 1, 1], &[0, 0, 1, 2], "%zero");
        wt.empty("%e4", &[1, 1, 6, 9]);
        wt.gather("%g", ("%xp", &[1, 1, 6, 9]), &identity(4), ("%e4", &[1, 1, 6, 9]));
        wt.expand("%r", "%f", &[&[0, 1], &[2, 3]], output);
        splice::replace(&conv, wt.finish("%r"), &arguments);
        assert!(module.as_operation().verify(), "{}", module.as_operation());
        let written = Module::parse(&context, WRITTEN).expect("the ops as text");
        assert_eq!(generic_form(&module), generic_form(&written));
    }

    #[test]
    fn a_window_given_up_leaves_the_function_as_it_was() {
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, CONVOLUTION).expect("a convolution");
        let before = generic_form(&module);
        let function = module.body().first_operation().expect("@f");
        let conv = function
            .region(0)
            .unwrap()
            .first_block()
            .unwrap()
            .first_operation()
            .unwrap();
        let mut wt = WindowBuilder::new(
            &conv,
            Type::float32(&context),
            &[1, 1, 4, 6],
            &[2, 1, 2, 2],
            None,
            &[1, 2, 3, 3],
        );
        wt.empty("%e0", &[2, 9]);
        wt.collapse("%wf", ("%w", &[2, 1, 2, 2]), &[&[0], &[1, 2, 3]]);
        drop(wt);
        assert!(module.as_operation().verify());
        assert_eq!(generic_form(&module), before);
    }
}

mod nchw_to_nhwc {
    use axe_passes::linalg_to_axe::nchw_to_nhwc::unit_groups;

    #[test]
    fn unit_dimensions_join_the_next_group() {
        assert_eq!(unit_groups(&[6, 4, 1, 1]), (vec![vec![0], vec![1, 2, 3]], vec![6, 4]));
        assert_eq!(unit_groups(&[1, 1, 5, 3]), (vec![vec![0, 1, 2], vec![3]], vec![5, 3]));
        assert_eq!(unit_groups(&[2, 1, 1, 3]), (vec![vec![0], vec![1, 2, 3]], vec![2, 3]));
        assert_eq!(unit_groups(&[1, 1, 1, 1]), (vec![vec![0, 1, 2, 3]], vec![1]));
    }
}

mod constant_layout {
    use axe_passes::linalg::constant_layout::permute_elements;

    #[test]
    fn permutes_row_major_elements() {
        // A 2 x 3 matrix of 2-byte elements, transposed to 3 x 2.
        let data: Vec<u8> = (0u8..6).flat_map(|v| [v, 100 + v]).collect();
        let t = permute_elements(&data, &[2, 3], &[1, 0], 2);
        let expected: Vec<u8> = [0u8, 3, 1, 4, 2, 5].iter().flat_map(|&v| [v, 100 + v]).collect();
        assert_eq!(t, expected);
        // Rank 3: (2, 2, 3) with axes (2, 0, 1); result[k, i, j] = source[i, j, k].
        let cube: Vec<u8> = (0u8..12).collect();
        let p = permute_elements(&cube, &[2, 2, 3], &[2, 0, 1], 1);
        assert_eq!(p, vec![0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11]);
    }
}
