import rootConfig from '../../prettier.config.mjs'

export default rootConfig
