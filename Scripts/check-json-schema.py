#!/usr/bin/env python3
"""Validates JSON files against a JSON Schema (draft 2020-12) with the `jsonschema` package.

Usage: check-json-schema.py SCHEMA FILE...

Prints one line per file, "FILE<TAB>ok" or "FILE<TAB>invalid<TAB>REASON" (a file that is not
JSON is invalid too), and exits 0; exits 3 when jsonschema is missing or the schema itself is
not a valid draft 2020-12 schema. SchemaTests runs it; so can you, on your own files.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("check-json-schema.py: the Python package jsonschema is missing: python3 -m pip install jsonschema", file=sys.stderr)
    sys.exit(3)


def main(argv):
    if len(argv) < 2:
        print("usage: check-json-schema.py SCHEMA FILE...", file=sys.stderr)
        return 64
    with open(argv[0], encoding="utf-8") as f:
        schema = json.load(f)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as e:
        print(f"check-json-schema.py: {argv[0]}: not a draft 2020-12 schema: {e.message}", file=sys.stderr)
        return 3
    validator = jsonschema.Draft202012Validator(schema)
    for path in argv[1:]:
        try:
            with open(path, encoding="utf-8") as f:
                value = json.load(f)
        except (OSError, ValueError) as e:
            print(f"{path}\tinvalid\tnot JSON: {e}")
            continue
        error = jsonschema.exceptions.best_match(validator.iter_errors(value))
        if error is None:
            print(f"{path}\tok")
        else:
            where = "/".join(str(p) for p in error.absolute_path) or "(top)"
            print(f"{path}\tinvalid\t{where}: {error.message}".replace("\n", " "))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
