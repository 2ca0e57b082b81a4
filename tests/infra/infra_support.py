"""Helpers for the infrastructure tests: template.yaml read as `make package` reads it, and a small intrinsic
resolver.

The resolver evaluates just what template.yaml uses to build names (Ref to parameters and pseudo
parameters, Fn::Sub, Fn::If with Fn::Equals/Not/And/Join conditions), so a test can ask "what is this
queue called for stage dev" and compare it with chalicelib.topology. References to resources
(Ref/Fn::GetAtt of a resource) stay symbolic: ``{"Ref": "ExtractQueue"}``, ``{"Fn::GetAtt": [...]}``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chalicelib.settings import Settings
from chalicelib.topology import Topology
from scripts.package import load_cfn_yaml

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "template.yaml"
CHALICE_DIR = ROOT / ".chalice"
CHALICE_CONFIG = CHALICE_DIR / "config.json"
LOCALSTACK_DIR = ROOT / "localstack"
INIT_SCRIPT = LOCALSTACK_DIR / "init" / "ready.d" / "10-topology.sh"

PSEUDO_PARAMETERS = {
    "AWS::Partition": "aws",
    "AWS::Region": "us-east-1",
    "AWS::AccountId": "123456789012",
    "AWS::StackName": "contract-check-infra",
}


def load_template(path: Path = TEMPLATE) -> dict[str, Any]:
    return load_cfn_yaml(path)


def load_chalice_config() -> dict[str, Any]:
    return json.loads(CHALICE_CONFIG.read_text(encoding="utf-8"))


def stage_env(config: dict[str, Any], stage: str) -> dict[str, str]:
    return {
        **config.get("environment_variables", {}),
        **config["stages"][stage].get("environment_variables", {}),
    }


def topology_for(config: dict[str, Any], stage: str) -> Topology:
    """The topology as the functions of ``stage`` see it (names from the stage's environment variables)."""
    env = stage_env(config, stage)
    settings = Settings(
        _env_file=None,
        stage=env["STAGE"],
        uploads_bucket=env["UPLOADS_BUCKET"],
        text_bucket=env["TEXT_BUCKET"],
        reports_bucket=env["REPORTS_BUCKET"],
        queue_prefix=env["QUEUE_PREFIX"],
    )
    return Topology(settings)


def stack_topology(config: dict[str, Any], stage: str) -> Topology:
    """The topology as the stack of ``stage`` deploys it: template.yaml's default bucket names carry the
    account and region (bucket names are global) and reach the functions through the stack."""
    base = topology_for(config, stage).settings
    suffix = f"-{PSEUDO_PARAMETERS['AWS::AccountId']}-{PSEUDO_PARAMETERS['AWS::Region']}"
    return Topology(
        base.model_copy(
            update={
                "uploads_bucket": base.uploads_bucket + suffix,
                "text_bucket": base.text_bucket + suffix,
                "reports_bucket": base.reports_bucket + suffix,
            }
        )
    )


@dataclass
class Resolver:
    """Evaluates name-building intrinsics of one template for given parameter values."""

    template: dict[str, Any]
    overrides: dict[str, str] = field(default_factory=dict)

    def parameter(self, name: str) -> Any:
        if name in PSEUDO_PARAMETERS:
            return PSEUDO_PARAMETERS[name]
        if name in self.overrides:
            return self.overrides[name]
        spec = self.template["Parameters"][name]
        default = spec.get("Default")
        if spec.get("Type") == "CommaDelimitedList":
            return [item for item in str(default).split(",") if item]
        return default

    def condition(self, name: str) -> bool:
        return bool(self.resolve(self.template["Conditions"][name]))

    def resolve(self, value: Any) -> Any:  # noqa: PLR0911, PLR0912 - one branch per intrinsic
        if isinstance(value, list):
            return [self.resolve(item) for item in value]
        if not isinstance(value, dict):
            return value
        if len(value) != 1:
            return {key: self.resolve(item) for key, item in value.items()}
        ((key, argument),) = value.items()
        if key == "Ref":
            if argument in self.template["Parameters"] or argument in PSEUDO_PARAMETERS:
                return self.parameter(argument)
            return value  # a resource: stays symbolic
        if key == "Fn::Sub":
            return self._sub(argument)
        if key == "Fn::If":
            condition, if_true, if_false = argument
            return self.resolve(if_true if self.condition(condition) else if_false)
        if key == "Fn::Equals":
            left, right = (self.resolve(item) for item in argument)
            return left == right
        if key == "Fn::Not":
            return not self.resolve(argument[0])
        if key == "Fn::And":
            return all(self.resolve(item) for item in argument)
        if key == "Fn::Or":
            return any(self.resolve(item) for item in argument)
        if key == "Fn::Join":
            separator, items = argument
            return separator.join(str(item) for item in self.resolve(items))
        if key == "Condition":
            return self.condition(argument)
        return {key: self.resolve(argument)}

    def _sub(self, argument: Any) -> Any:
        if isinstance(argument, list):
            text, variables = argument[0], {k: self.resolve(v) for k, v in argument[1].items()}
        else:
            text, variables = argument, {}

        def replace(match: re.Match[str]) -> str:
            name = match.group(1)
            if name.startswith("!"):  # ${!Literal} renders as ${Literal}
                return "${" + name[1:] + "}"
            if name in variables:
                return str(variables[name])
            if name in self.template["Parameters"] or name in PSEUDO_PARAMETERS:
                return str(self.parameter(name))
            return "${" + name + "}"  # a resource attribute (${Bucket.Arn}): stays symbolic

        return re.sub(r"\$\{([^}]+)\}", replace, text)
