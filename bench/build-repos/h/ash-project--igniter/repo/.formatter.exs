# SPDX-FileCopyrightText: 2024 igniter contributors <https://github.com/ash-project/igniter/graphs/contributors>
#
# SPDX-License-Identifier: MIT

[
  inputs: ["{mix,.formatter,.igniter}.exs", "{config,lib,test,installer}/**/*.{ex,exs}"]
]
