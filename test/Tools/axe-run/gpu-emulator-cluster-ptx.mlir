// The PTX of the 2 x 1 cluster kernel that gpu-emulator-cluster.mlir runs on the emulator: its
// declared known_cluster_size becomes .reqnctapercluster (which the sidecar's plain launch
// takes), the TMA load with a multicast mask becomes cp.async.bulk.tensor .multicast::cluster,
// the remote arrival mapa + mbarrier.arrive on shared::cluster; ptxas assembles it for sm_90a.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx --chip sm_90a %S/gpu-emulator-cluster.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: axe-run %S/gpu-emulator-cluster.mlir --target gpu-emulator --against %S/Inputs/cluster-multicast-reference.mlir --trials 1 | FileCheck %s --check-prefix=EMU
// EMU: @cluster: 1 trials, {{.*}}: ok
// A launch in other clusters than the kernel declares is refused, with its location.
// RUN: sed 's/clusters in (%%c2, %%c1, %%c1)/clusters in (%%c1, %%c1, %%c1)/' %S/gpu-emulator-cluster.mlir > %t.other.mlir
// RUN: not axe-translate --axe-to-ptx --chip sm_90a %t.other.mlir -o %t.other.ptx 2>&1 | FileCheck %s --check-prefix=OTHER
// CHECK: .explicitcluster
// CHECK-NEXT: .reqnctapercluster 2, 1, 1
// CHECK: %cluster_ctarank
// CHECK: fence.mbarrier_init.release.cluster
// CHECK: barrier.cluster.arrive
// CHECK: barrier.cluster.wait
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
// CHECK: mapa.shared::cluster
// CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64
// OTHER: error: 'gpu.launch_func' op launches @k in clusters of (1, 1, 1), but the kernel declares known_cluster_size [2, 1, 1]: the sidecar's plain launch takes the kernel's declared clusters
