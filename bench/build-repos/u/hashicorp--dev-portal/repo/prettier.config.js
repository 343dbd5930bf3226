/**
 * Copyright IBM Corp. 2021, 2025
 * SPDX-License-Identifier: MPL-2.0
 */

module.exports = {
	...require('@hashicorp/platform-cli/config/prettier.config'),
	useTabs: true,
	tabWidth: 2,
}
