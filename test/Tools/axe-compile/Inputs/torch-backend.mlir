// A module still in torch-mlir's torch dialect (generic form), not lowered to linalg or TOSA.
func.func @mm(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32> {
  %0 = "torch.aten.mm"(%a, %b) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}
