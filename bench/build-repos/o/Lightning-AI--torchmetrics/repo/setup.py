#!/usr/bin/env python
import glob
import os
import re
from collections.abc import Iterable, Iterator
from functools import partial
from importlib.util import module_from_spec, spec_from_file_location
from itertools import chain
from pathlib import Path
from typing import Any, Optional, Union

from packaging.requirements import Requirement as _Requirement
from setuptools import find_packages, setup

_PATH_ROOT = os.path.realpath(os.path.dirname(__file__))
_PATH_SOURCE = os.path.join(_PATH_ROOT, "src")
_PATH_REQUIRE = os.path.join(_PATH_ROOT, "requirements")
_FREEZE_REQUIREMENTS = os.environ.get("FREEZE_REQUIREMENTS", "0").lower() in ("1", "true")


def _yield_lines(strs: Union[str, Iterable[str]]) -> Iterator[str]:
    """Yield non-empty, non-comment lines from a string or iterable of strings."""
    if isinstance(strs, str):
        strs = strs.splitlines()
    for line in strs:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


class _RequirementWithComment(_Requirement):
    strict_string = "# strict"

    @property
    def specs(self) -> list[tuple[str, str]]:
        return [(s.operator, s.version) for s in self.specifier]

    def __init__(self, *args: Any, comment: str = "", pip_argument: Optional[str] = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.comment = comment
        if pip_argument is not None and not pip_argument:
            raise ValueError("Expected `pip_argument` to either be `None` or an str, but got an empty string")
        self.pip_argument = pip_argument
        self.strict = self.strict_string in comment.lower()

    def adjust(self, unfreeze: bool) -> str:
        """Remove version restrictions unless they are strict.

        >>> _RequirementWithComment("arrow<=1.2.2,>=1.2.0", comment="# anything").adjust(False)
        'arrow<=1.2.2,>=1.2.0'
        >>> _RequirementWithComment("arrow<=1.2.2,>=1.2.0", comment="# strict").adjust(False)
        'arrow<=1.2.2,>=1.2.0  # strict'
        >>> _RequirementWithComment("arrow<=1.2.2,>=1.2.0", comment="# my name").adjust(True)
        'arrow>=1.2.0'
        >>> _RequirementWithComment("arrow>=1.2.0, <=1.2.2", comment="# strict").adjust(True)
        'arrow<=1.2.2,>=1.2.0  # strict'
        >>> _RequirementWithComment("arrow").adjust(True)
        'arrow'
        >>> _RequirementWithComment("tqdm<=4.70.0").adjust(True)
        'tqdm'
