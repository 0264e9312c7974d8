//===- DenseResource.cpp - dense_resource constants as dense elements -*- C++ -*-===//
//
// torch-mlir writes every weight as `dense_resource<name>`: a handle to a blob
// in the module's `{-# dialect_resources: { builtin: { ... } } #-}` section.
// The C API reads such an attribute one element at a time and cannot tell a
// present blob from an absent one (`dense_resource<__elided__>`, or a module
// printed without its resources), where it would read through a null blob.
// This gives the dense elements attribute of the same type and bytes, or null
// when the blob is absent or does not hold the type's elements.

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

MlirAttribute axeDenseResourceToDense(MlirAttribute attribute) {
  auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(unwrap(attribute));
  if (!resource)
    return {nullptr};
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return {nullptr};
  ArrayRef<char> data = blob->getData();
  ShapedType type = resource.getType();
  if (type.getElementType().isInteger(1)) {
    // A blob holds one byte per bool; dense elements pack them as bits.
    if (static_cast<int64_t>(data.size()) != type.getNumElements())
      return {nullptr};
    SmallVector<bool> bits;
    for (char byte : data)
      bits.push_back(byte != 0);
    return wrap(Attribute(DenseElementsAttr::get(type, bits)));
  }
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, data, splat))
    return {nullptr};
  return wrap(Attribute(DenseElementsAttr::getFromRawBuffer(type, data)));
}

MlirStringRef axeDenseResourceBlobData(MlirAttribute attribute) {
  auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(unwrap(attribute));
  AsmResourceBlob *blob = resource ? resource.getRawHandle().getBlob() : nullptr;
  if (!blob)
    return {nullptr, 0};
  ArrayRef<char> data = blob->getData();
  return {data.data(), data.size()};
}

void axeReleaseUnreferencedBlobs(MlirOperation root) {
  Operation *op = unwrap(root);
  using Entry = DialectResourceBlobManager::BlobEntry;
  llvm::SmallPtrSet<const Entry *, 32> referenced;
  op->walk([&](Operation *nested) {
    nested->getAttrDictionary().walk(
        [&](DenseResourceElementsAttr resource) { referenced.insert(resource.getRawHandle().getResource()); });
  });
  DialectResourceBlobManager &manager =
      DenseResourceElementsHandle::getManagerInterface(op->getContext()).getBlobManager();
  SmallVector<std::string> unreferenced;
  manager.getBlobMap([&](const llvm::StringMap<Entry> &blobs) {
    for (const auto &named : blobs)
      if (named.second.getBlob() && !referenced.contains(&named.second))
        unreferenced.push_back(named.first().str());
  });
  // An empty blob frees the old one's bytes (its deleter runs); the entry, and its name, stay.
  for (const std::string &name : unreferenced)
    if (Entry *entry = manager.lookup(name))
      entry->setBlob(AsmResourceBlob());
}
