"""The bridge's two errors: what cannot be exported, and what Axe rejected."""


class ExportError(Exception):
    """A tinygrad graph node the uop tensor dialect cannot express; the message
    names the tinygrad op."""


class AxeError(Exception):
    """An Axe tool failed on an exported program; the message names the stage
    (compile or run) and carries the tool's diagnostics."""
