"""Real records: PBN 2.1 and BBO LIN import, PBN export.

Each imported board becomes a `BoardRecord`: its event log (validated by `rulings.log.parse_log`),
the board's metadata as recorded, and the `LogError` that stopped it, if any. A malformed board
does not stop the others in the same file.
"""

from rulings.records.export import to_pbn
from rulings.records.lin import import_lin, parse_lin
from rulings.records.pbn import BoardRecord, import_pbn, parse_pbn

__all__ = ["BoardRecord", "import_lin", "import_pbn", "parse_lin", "parse_pbn", "to_pbn"]
