// Layouts from spec 001 and layout-anchors.md, written as a person first
// writes them; `make demo` prints their canonical forms.
func.func @layouts() attributes {
  // A 4x8 row-major tile with a unit dimension: D1 merges, D0 drops the 1.
  row_major = #axe.layout<S[(4,1,8):(8,99,1)]>,
  // An mma-style thread/value layout: lanes and registers stay apart.
  mma_tv = #axe.layout<S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp>,
  // Replication over 2x2 warps on consecutive strides collapses to one iter.
  replicated = #axe.layout<S[(16,16):(16,1)] + R[(2,2):(2@warp,1@warp)]>
} {
  return
}
