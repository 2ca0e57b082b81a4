"""Write the JSON Schemas of report.json, error.json and documents.json from the pydantic models.

``python scripts/gen_schemas.py`` after a model change; a test fails while the files are stale.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel

from chalicelib.models import DocumentsManifest, ErrorNotice, Report

SCHEMAS = Path(__file__).resolve().parent.parent / "chalicelib" / "schemas"
DOCUMENTS: dict[str, type[BaseModel]] = {
    "report.schema.json": Report,
    "error.schema.json": ErrorNotice,
    "documents.schema.json": DocumentsManifest,
}


def schema_text(name: str) -> str:
    schema = DOCUMENTS[name].model_json_schema()
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": name, **schema}
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main() -> None:
    for name in DOCUMENTS:
        (SCHEMAS / name).write_text(schema_text(name), encoding="utf-8")
        print(f"wrote {SCHEMAS / name}")


if __name__ == "__main__":
    main()
