# SPDX-FileCopyrightText: SUSE LLC
# SPDX-License-Identifier: Apache-2.0

[
  import_deps: [:ecto_sql],
  inputs: ["*.exs"]
]
