"""``contract-check partners add | rotate-key | list``: operators edit the registry without a deploy."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from chalicelib.partners.registry import IssuedCredentials, RegistryEditor
from chalicelib.settings import get_settings

EXIT_USAGE = 2


def register(commands: Any) -> None:
    """Add the ``partners`` command group to the top-level subparsers."""
    partners = commands.add_parser(
        "partners", help="the partner registry (PARTNERS_FILE / PARTNERS_REGISTRY_URI)"
    )
    actions = partners.add_subparsers(required=True)

    add = actions.add_parser("add", help="register a partner; prints its API key and callback secret once")
    add.add_argument("partner_id")
    add.add_argument("--callback-url", help="HTTPS URL that receives signed callbacks")
    add.add_argument("--monthly-quota", type=int, required=True, help="analyses per month (Moscow time)")
    add.add_argument("--name", default="", help="display name")
    add.add_argument("--rate-limit-rps", type=float, help="API requests per second (default from settings)")
    add.add_argument("--allowed-formats", help="comma-separated extensions, e.g. pdf,docx")
    add.set_defaults(func=_add)

    rotate = actions.add_parser("rotate-key", help="issue a new API key (the old one stops working)")
    rotate.add_argument("partner_id")
    rotate.set_defaults(func=_rotate)

    dead = actions.add_parser("dead-letters", help="callbacks that failed every retry")
    dead.add_argument("partner_id", nargs="?")
    dead.set_defaults(func=_dead_letters)

    replay = actions.add_parser("replay", help="send a dead-lettered callback again")
    replay.add_argument("partner_id")
    replay.add_argument("request_id")
    replay.set_defaults(func=_replay)

    listing = actions.add_parser("list", help="the registered partners (no keys or secrets)")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(func=_list)


def _editor() -> RegistryEditor | None:
    from chalicelib.adapters.partner import registry_store

    store = registry_store(get_settings())
    if store is None:
        print(
            "Set PARTNERS_FILE (a local JSON file) or PARTNERS_REGISTRY_URI (s3://… or an SSM parameter).",
            file=sys.stderr,
        )
        return None
    return RegistryEditor(store)


def _print_credentials(issued: IssuedCredentials) -> None:
    print(f"partner_id: {issued.partner.id}")
    print(f"api_key: {issued.api_key}")
    if issued.callback_secret:
        print(f"callback_secret: {issued.callback_secret}")
    print(
        "Store the API key now: the registry keeps only its SHA-256 and cannot show it again.",
        file=sys.stderr,
    )


def _add(args: argparse.Namespace) -> int:
    formats = [item.strip() for item in args.allowed_formats.split(",")] if args.allowed_formats else None
    return _issue(
        lambda editor: editor.add(
            args.partner_id,
            name=args.name,
            callback_url=args.callback_url,
            monthly_quota=args.monthly_quota,
            rate_limit_rps=args.rate_limit_rps,
            allowed_formats=formats,
        )
    )


def _rotate(args: argparse.Namespace) -> int:
    return _issue(lambda editor: editor.rotate_key(args.partner_id))


def _issue(action: Callable[[RegistryEditor], IssuedCredentials]) -> int:
    """Change the registry and print the new credentials once (a refused change says why)."""
    editor = _editor()
    if editor is None:
        return EXIT_USAGE
    try:
        issued = action(editor)
    except ValueError as problem:
        print(f"error: {problem}", file=sys.stderr)
        return EXIT_USAGE
    _print_credentials(issued)
    return 0


def _list(args: argparse.Namespace) -> int:
    editor = _editor()
    if editor is None:
        return EXIT_USAGE
    rows = [
        {
            "id": partner.id,
            "name": partner.name,
            "monthly_quota": partner.monthly_quota,
            "rate_limit_rps": partner.rate_limit_rps,
            "callback_url": partner.callback_url,
            "allowed_formats": partner.allowed_formats,
        }
        for partner in editor.partners()
    ]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    for row in rows:
        print(
            f"{row['id']}\t{row['name']}\tquota={row['monthly_quota']}\tcallback={row['callback_url'] or '-'}"
        )
    return 0


def _dead_letters(args: argparse.Namespace) -> int:
    from chalicelib.bootstrap import get_deps
    from chalicelib.partners.replay import dead_letters

    for item in dead_letters(get_deps(), args.partner_id):
        print(f"{item.partner_id}\t{item.request_id}\t{item.at}\t{item.object_key}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from chalicelib.bootstrap import get_deps
    from chalicelib.partners.replay import replay_callback

    try:
        replay_callback(get_deps(), args.partner_id, args.request_id)
    except LookupError as problem:
        print(f"error: {problem}", file=sys.stderr)
        return EXIT_USAGE
    print(f"callback for {args.partner_id}/{args.request_id} delivered")
    return 0
